/**
 * The review of creator applications and requests (auditor kinds "application", "top-up" and
 * "renew"), resolved outside the API: after config.auditDelayMs or by a QA control. The default
 * verdict fails an item whose title contains "reject" (the application's demo_name, the top-up's
 * reason).
 */
import { ApplyType, AuditStatus } from "@/generated/model";
import type { Auditor } from "../../core/audits";
import type { Db } from "../../db";
import type { ApplicationRecord } from "../../db/creator";
import { projectName } from "./queries";
import { reviewApplication } from "./transitions";

const AUDIT_KINDS = {
  [ApplyType.Project]: "application",
  [ApplyType.Balance]: "top-up",
  [ApplyType.ExpireTime]: "renew",
} as const satisfies Record<ApplyType, string>;

function auditTitle(db: Db, app: ApplicationRecord): string {
  if (app.apply_type === ApplyType.Project) return app.demo_name;
  if (app.apply_type === ApplyType.Balance) return `Top-up ${app.change_value} USD: ${app.reason}`;
  return `Renew ${projectName(db, app.project_id)}`;
}

function auditorOf(applyType: ApplyType, kind: string): Auditor {
  return {
    kind,
    pending: (state) =>
      state.db.applications
        .findMany((q) => q.where({ apply_type: applyType, audit_status: AuditStatus.Draft }))
        .map((app) => ({
          kind,
          id: app.id,
          title: auditTitle(state.db, app),
          submittedAt: app.submitted_at,
          dueAt: app.submitted_at + state.config.auditDelayMs,
        })),
    resolve: (state, id, verdict) => {
      // The application and the account change at once; only the grant row lands a tick later.
      reviewApplication(state.db, id, verdict, state.now())?.catch((error: unknown) =>
        console.error(error),
      );
    },
  };
}

/** One auditor per kind of application; the backend factory registers them. */
export const creatorAuditors: readonly Auditor[] = Object.entries(AUDIT_KINDS).map(([type, kind]) =>
  auditorOf(Number(type) as ApplyType, kind),
);
