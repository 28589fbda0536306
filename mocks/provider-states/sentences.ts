/**
 * The provider-state sentences of the contract, and the data they name: one vocabulary for the
 * pact consumer tests (contracts/*.pact.test.ts write them into the pacts) and the state setups
 * (mocks/provider-states/*.ts seed them into the mock backend; a real backend seeds the same).
 * Plain sentences naming data; no imports, so both sides can read it.
 */

/** A user as the client stores them after sign-in (the session the headers carry). */
export interface SignedInUser {
  user_id: string;
  verify_session: string;
}

/** The ids and values the contract's interactions use. */
export const FIXTURES = {
  creator: {
    user_id: "1001",
    verify_session: "sess-1001",
    email: "creator@example.com",
    password: "Quota2024",
  },
  reader: {
    user_id: "1002",
    verify_session: "sess-1002",
    email: "reader@example.com",
    password: "Library88",
  },
  blocked: { email: "blocked@example.com", password: "Blocked2024" },
  newcomer: { email: "newcomer@example.com", code: "482913" },
  resetLink: { key: "rk-1001", value: "rv-5f2c9a" },
  /** A published article of the creator (category 7), and the creator's draft article. */
  article: "12",
  draftArticle: "13",
  /** An article id no article has. */
  missing: "404",
  /** The creator's published game demo (also the creator-programme project), image work, and image-work draft. */
  demo: "21",
  imageWork: "22",
  draftWork: "23",
  /** On the article: the reader's public comment with the creator's public reply; the creator's own comment. */
  comment: "501",
  reply: "601",
  ownComment: "503",
  awaitingComment: "502",
  awaitingReply: "602",
  advertisement: "31",
  billingRecord: "req-1",
  billingModel: 1012,
} as const;

export type WorksKind = "demo" | "image work";
/** An article or work as a parametrised sentence names it: "article 12", "demo 21", "image work 22". */
export type ContentTarget = `${"article" | "demo" | "image work" | "work"} ${string}`;
export type AuditOutcome = "is awaiting audit" | "failed audit" | "passed audit";
export type ApplicationState = "no" | "a waiting" | "an approved";

export const given = {
  signedIn: (user: SignedInUser) =>
    `user ${user.user_id} is signed in with session token ${user.verify_session}`,
  sessionEnded: (user: SignedInUser) =>
    `user ${user.user_id} has no live session with token ${user.verify_session}`,
  user: (id: string) => `user ${id} exists`,
  userExists: (email: string, password: string) => `user ${email} exists with password ${password}`,
  userBlocked: (email: string) => `user ${email} is blocked`,
  noAccount: (email: string) => `no account uses ${email}`,
  loginFailures: (email: string, count: number) =>
    `user ${email} failed to sign in ${count} times today`,
  nothingSent: (email: string) => `no e-mail was sent to ${email} today`,
  signUpCode: (email: string, code: string) => `sign-up code ${code} was sent to ${email} just now`,
  resetLink: (email: string, key: string, value: string) =>
    `a password reset link with key ${key} and value ${value} was sent to ${email}`,
  articlePublished: (id: string, author: string) =>
    `article ${id} by user ${author} exists and is published`,
  articleDraft: (id: string, author: string) => `article ${id} by user ${author} is a draft`,
  articleMissing: (id: string) => `article ${id} does not exist`,
  worksPublished: (id: string, kind: WorksKind, author: string) =>
    `${kind} ${id} by user ${author} exists and is published`,
  worksDraft: (id: string, kind: WorksKind, author: string) =>
    `${kind} ${id} by user ${author} is a draft`,
  worksMissing: (id: string) => `work ${id} does not exist`,
  /** `on` names the target: "article 12" or "demo 21". */
  comment: (id: string, on: string, author: string) =>
    `${on} has a public comment ${id} by user ${author}`,
  reply: (id: string, comment: string, author: string) =>
    `comment ${comment} has a public reply ${id} by user ${author}`,
  awaitingComment: (id: string, on: string, author: string) =>
    `${on} has a comment ${id} by user ${author} awaiting audit`,
  awaitingReply: (id: string, comment: string, author: string) =>
    `comment ${comment} has a reply ${id} by user ${author} awaiting audit`,
  collected: (user: string, item: string) => `user ${user} has collected ${item}`,
  follows: (follower: string, followee: string) => `user ${follower} follows user ${followee}`,
  reportedBy: (user: string, target: string) => `only user ${user} has reported ${target}`,
  notReported: (target: string) => `nobody has reported ${target}`,
  advertisement: (id: string, target: string) =>
    `advertisement ${id} for ${target} is shown on the works home`,
  promoted: (item: string, position: "works home" | "knowledge home") =>
    `${item} is promoted on the ${position}`,
  globalConfig: () => "the global configuration has its default entries",
  application: (project: string, status: ApplicationState) =>
    `project ${project} has ${status} programme application`,
  apiKey: (project: string) => `project ${project} has an API key`,
  billingRecord: (id: string, project: string, model: number) =>
    `project ${project} has a billing record ${id} for model ${model}`,
  // The parametrised sentences below are QA's (state links, docs/decisions/0079-state-links.md);
  // TEMPLATES gives each one's placeholders.
  noApiKey: (project: string) => `project ${project} has no API key`,
  balance: (project: string, usd: string) => `project ${project} has ${usd} USD left`,
  audit: (target: ContentTarget, outcome: AuditOutcome) => `${target} ${outcome}`,
  notFollows: (follower: string, followee: string) =>
    `user ${follower} does not follow user ${followee}`,
  likes: (user: string, target: ContentTarget) => `user ${user} likes ${target}`,
  notLikes: (user: string, target: ContentTarget) => `user ${user} does not like ${target}`,
  mailboxFull: (email: string) => `the mailbox of ${email} is full today`,
} as const;

const TARGET = "{kind:article|demo|image work|work} {id}";

/**
 * The sentences that take any value: `{name}` is one word, `{name:a|b c}` one of the choices. The
 * exact sentences above win over a template that also matches them (the contract's setups stay).
 */
export const TEMPLATES = {
  application: "project {project} has {status:no|a waiting|an approved} programme application",
  apiKey: "project {project} has an API key",
  noApiKey: "project {project} has no API key",
  balance: "project {project} has {usd} USD left",
  audit: `${TARGET} {outcome:is awaiting audit|failed audit|passed audit}`,
  follows: "user {follower} follows user {followee}",
  notFollows: "user {follower} does not follow user {followee}",
  likes: `user {user} likes ${TARGET}`,
  notLikes: `user {user} does not like ${TARGET}`,
  mailboxFull: "the mailbox of {email} is full today",
} as const;
