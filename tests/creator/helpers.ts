/**
 * Helpers for the creator pages' tests: a real session of a seeded user (the creator operations
 * check it), the seeded programme as the API answers it, and the catalogues per language.
 */
import { accountLogin } from "@/generated/auth/auth";
import { projectApplyAdd, projectBalanceList, projectName } from "@/generated/creator/creator";
import { ApplyType, AuditStatus, type SessionUser } from "@/generated/model";
import { session } from "@/lib/session";
import type { Language } from "@/lib/language";
import applicationEn from "@/locales/en/application.json";
import applicationZh from "@/locales/zh-cn/application.json";
import codesEn from "@/locales/en/codes.json";
import codesZh from "@/locales/zh-cn/codes.json";
import commonEn from "@/locales/en/common.json";
import commonZh from "@/locales/zh-cn/common.json";
import creatorEn from "@/locales/en/creator.json";
import creatorZh from "@/locales/zh-cn/creator.json";
import errorsEn from "@/locales/en/errors.json";
import errorsZh from "@/locales/zh-cn/errors.json";
import { CREATOR, READER } from "@mocks/seed/users";

export const catalogues = {
  en: {
    creator: creatorEn,
    application: applicationEn,
    common: commonEn,
    errors: errorsEn,
    codes: codesEn,
  },
  "zh-cn": {
    creator: creatorZh,
    application: applicationZh,
    common: commonZh,
    errors: errorsZh,
    codes: codesZh,
  },
} as const satisfies Record<Language, unknown>;

/** A {{name}} placeholder filled in, as i18next does. */
export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ""));

/** Signs a seeded user in through accountLogin: the answered record carries a live session. */
export async function seededUser(which: "creator" | "reader" = "creator"): Promise<SessionUser> {
  const account = which === "creator" ? CREATOR : READER;
  return accountLogin({ email: account.email, user_password: account.password });
}

/** The creator's seeded programme, read through the API with the creator's session. */
export async function seededProgramme(user: SessionUser) {
  session.setUser(user);
  const rows = (await projectBalanceList({ comm_limit: 100, comm_offset: 0 })).list;
  const demos = (await projectName({ comm_limit: 100, comm_offset: 0 })).list;
  session.clear();
  const applied = new Set(rows.map((row) => row.project_id));
  return {
    rows,
    demos,
    approved: rows.find((row) => row.audit_status === AuditStatus.Ok)!,
    failed: rows.find((row) => row.audit_status === AuditStatus.Fail)!,
    free: demos.filter((demo) => !applied.has(demo.project_id)),
  };
}

/** A waiting programme application for one of the user's demos, sent through the API. */
export async function applyThroughApi(
  user: SessionUser,
  projectId: string,
  introduction: string,
  demoName = "Saved name",
) {
  session.setUser(user);
  await projectApplyAdd({
    project_id: projectId,
    apply_type: ApplyType.Project,
    demo_name: demoName,
    introduction,
  });
  session.clear();
}

/**
 * Loads the page's lazily loaded parts once, so that the first test of a file does not wait for
 * vite to transform them on demand (a cold start on a busy machine can take seconds).
 */
export async function preloadCreatorModules(): Promise<void> {
  await Promise.all([
    import("@/app/routes/activity/token"),
    import("@/features/creator/components/join-dialog"),
    import("@/features/creator/components/my-applications"),
    import("@/features/creator/components/programme-dates"),
    import("@/components/toaster-impl"),
  ]);
}
