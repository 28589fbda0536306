/**
 * The parametrised sentences QA asks for most (TEMPLATES in sentences.ts; state links,
 * docs/decisions/0079-state-links.md): a project's application, key and balance, an article's or
 * a work's audit state, a user's follow and like state, and a full mailbox. Like every setup, each
 * makes exactly its sentence true whatever was there before, through the domains' own functions so
 * counters and catalogs follow. A sentence about data that does not exist fails with a message
 * saying what to name first.
 */
import { FollowOperate, LikeType, ModelId, PublishStatus } from "@/generated/model";
import type { MockState } from "../core/state";
import { applyVerdict } from "../domains/content/audit";
import { findArticle, findWorks } from "../domains/content/queries";
import { touchCatalog } from "../domains/content/catalog";
import { ownCollection } from "../db/copy-on-write";
import { updateArticle } from "../domains/content/store";
import { recordUsage, replaceApiKey } from "../domains/creator/transitions";
import { AUTH_LIMITS } from "../domains/accounts/limits";
import { sendMail } from "../domains/accounts/mailbox";
import { normalizeEmail, utcDay } from "../domains/accounts/queries";
import { setFollow } from "../domains/social/follows";
import { setLike } from "../domains/social/likes";
import { isRefusal } from "../domains/social/refusal";
import { defineProviderStatePattern } from "../provider-states";
import { TEMPLATES, type ApplicationState, type AuditOutcome } from "./sentences";
import { ensureUser } from "./common";
import { approvedAccount, withApplication } from "./creator";

/** A project's key for a state link (never printed by the app: lists show it masked). */
const keyFor = (project: string) => `sk-${`QaStateKey${project}`.padEnd(48, "0").slice(0, 48)}`;

function contentRecord(mock: MockState, kind: string, id: string) {
  const record = kind === "article" ? findArticle(mock, id) : findWorks(mock, id);
  if (!record) throw new Error(`${kind} ${id} does not exist: name it first.`);
  return record;
}

async function setAudit(mock: MockState, kind: string, id: string, outcome: AuditOutcome) {
  // In place: a collection shared with a sandbox is copied first (decision 0083).
  ownCollection(mock.db, kind === "article" ? "articles" : "works");
  const record = contentRecord(mock, kind, id);
  const now = mock.now();
  // Under review now, waiting for QA (no due time): the panel's Audits tab or a link resolves it.
  record.status = PublishStatus.Releasing;
  record.submitted_at = now;
  record.audit_due_at = null;
  record.audit_opinion = "";
  if (outcome !== "is awaiting audit")
    applyVerdict<unknown>(record, { ok: outcome === "passed audit" }, now);
  touchCatalog(kind === "article" ? mock.db.articles : mock.db.works);
}

async function setLiked(mock: MockState, user: string, kind: string, id: string, liked: boolean) {
  await ensureUser(mock, user);
  const like_type = kind === "article" ? LikeType.Essay : LikeType.Work;
  const result = await setLike(mock, user, { like_type, gid: id, is_like: liked ? 1 : 0 });
  if (isRefusal(result)) throw new Error(`${kind} ${id}: ${result.refused}`);
}

async function setFollowing(mock: MockState, follower: string, followee: string, on: boolean) {
  await ensureUser(mock, follower);
  await ensureUser(mock, followee);
  const operate = on ? FollowOperate.Follow : FollowOperate.Unfollow;
  const result = await setFollow(mock, follower, { user_id: followee, operate });
  if (isRefusal(result)) throw new Error(result.refused);
}

/** As many sign-up codes and reset links today as the daily limit allows, sent over a minute ago. */
async function fillMailbox(mock: MockState, email: string) {
  const to = normalizeEmail(email);
  const now = mock.now();
  const today = utcDay(now);
  mock.db.mailbox.deleteMany((q) =>
    q.where((mail) => mail.to === to && utcDay(mail.sent_at) === today),
  );
  const sentAt = Math.max(now - AUTH_LIMITS.resendAfterMs - 1_000, Date.parse(today));
  for (const kind of ["signup-code", "reset-link"] as const) {
    for (let i = 0; i < AUTH_LIMITS.mailsPerDay; i += 1) {
      const mail = await sendMail(mock, {
        to,
        kind,
        subject:
          kind === "signup-code"
            ? "Your sign-up code / 注册验证码"
            : "Reset your password / 重置密码",
        text: `Filled by a state link (${i + 1} of ${AUTH_LIMITS.mailsPerDay}).`,
      });
      await mock.db.mailbox.update((q) => q.where({ id: mail.id }), {
        data(record) {
          record.sent_at = sentAt;
        },
      });
    }
  }
}

/** A whole number from `min` to `max` written in a sentence, or an error naming the template's rule. */
function countOf(text: string | undefined, what: string, max: number): number {
  const count = Number(text);
  if (!Number.isInteger(count) || count < 0 || count > max)
    throw new Error(`"${text}" is no number of ${what} (write a whole number from 0 to ${max}).`);
  return count;
}

const BILLING_SPAN_MS = 6 * 86_400_000;
const HOUR_MS = 3_600_000;

/** `count` billed requests within the last 6 days (inside the billing tab's default 7), models in turn. */
async function fillBilling(mock: MockState, project: string, count: number) {
  const account = approvedAccount(mock, project);
  mock.db.billing.deleteMany((q) => q.where({ project_id: account.project_id }));
  const models = Object.values(ModelId);
  const newest = mock.now() - HOUR_MS;
  for (let i = 0; i < count; i += 1) {
    await recordUsage(mock.db, account, {
      modelId: models[i % models.length]!,
      amount: ((i * 37) % 500) / 100,
      requestId: `req_state_${project}_${i}`,
      at: newest - Math.floor(((BILLING_SPAN_MS - HOUR_MS) * i) / Math.max(1, count)),
    });
  }
}

const BODY_SENTENCE =
  "Each pass over the level taught us something about pacing, and we wrote it down before the next one. ";

/** Headings and paragraphs whose text has exactly `characters` characters (plain ASCII). */
export function articleBodyHtml(characters: number): string {
  const parts: string[] = [];
  let left = characters;
  for (let section = 1; left > 0; section += 1) {
    const heading = `Part ${section}`.slice(0, left);
    parts.push(`<h2>${heading}</h2>`);
    left -= heading.length;
    for (let paragraph = 0; paragraph < 4 && left > 0; paragraph += 1) {
      const text = BODY_SENTENCE.repeat(5).trim().slice(0, left);
      parts.push(`<p>${text}</p>`);
      left -= text.length;
    }
  }
  return parts.join("");
}

async function setArticleBody(mock: MockState, id: string, characters: number) {
  const article = findArticle(mock, id);
  if (!article) throw new Error(`article ${id} does not exist: name it first.`);
  const content = articleBodyHtml(characters);
  await updateArticle(mock, article, (record) => {
    record.copy = { ...record.copy, content };
    if (record.published) record.published = { ...record.published, content };
  });
}

/** Defines the parametrised sentences (called once by registerProviderStates in ./index.ts). */
export function defineParametrisedStates(): void {
  const define = defineProviderStatePattern;
  define(TEMPLATES.application, ({ state: mock, args }) =>
    withApplication(mock, args.project!, args.status as ApplicationState),
  );
  define(TEMPLATES.apiKey, async ({ state: mock, args }) => {
    const project = args.project!;
    await replaceApiKey(mock.db, approvedAccount(mock, project), {
      key: keyFor(project),
      at: mock.now() - 3_600_000,
    });
  });
  define(TEMPLATES.noApiKey, ({ state: mock, args }) => {
    mock.db.apiKeys.deleteMany((q) => q.where({ project_id: args.project! }));
  });
  define(TEMPLATES.balance, async ({ state: mock, args }) => {
    const usd = Number(args.usd);
    if (!Number.isFinite(usd) || usd < 0)
      throw new Error(`"${args.usd}" is no amount of US dollars (write 1.5, 0 or 200).`);
    const account = approvedAccount(mock, args.project!);
    await mock.db.projects.update((q) => q.where({ project_id: account.project_id }), {
      data(record) {
        // Money is kept in cents (mocks/domains/creator/rules.ts).
        record.balance = Math.round(usd * 100);
      },
    });
  });
  define(TEMPLATES.audit, ({ state: mock, args }) =>
    setAudit(mock, args.kind!, args.id!, args.outcome as AuditOutcome),
  );
  define(TEMPLATES.follows, ({ state: mock, args }) =>
    setFollowing(mock, args.follower!, args.followee!, true),
  );
  define(TEMPLATES.notFollows, ({ state: mock, args }) =>
    setFollowing(mock, args.follower!, args.followee!, false),
  );
  define(TEMPLATES.likes, ({ state: mock, args }) =>
    setLiked(mock, args.user!, args.kind!, args.id!, true),
  );
  define(TEMPLATES.notLikes, ({ state: mock, args }) =>
    setLiked(mock, args.user!, args.kind!, args.id!, false),
  );
  define(TEMPLATES.mailboxFull, ({ state: mock, args }) => fillMailbox(mock, args.email!));
  define(TEMPLATES.billingRecords, ({ state: mock, args }) =>
    fillBilling(mock, args.project!, countOf(args.count, "billing records", 100_000)),
  );
  define(TEMPLATES.articleBody, ({ state: mock, args }) =>
    setArticleBody(mock, args.id!, countOf(args.characters, "characters", 200_000)),
  );
}
