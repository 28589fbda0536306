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
  billingRecords: (project: string, count: number) =>
    `project ${project} has ${count} billing records`,
  articleBody: (id: string, characters: number) =>
    `article ${id} has a body of ${characters} characters`,
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
  billingRecords: "project {project} has {count} billing records",
  articleBody: "article {id} has a body of {characters} characters",
} as const;

/**
 * A sentence template as docs/provider-states.md describes it (scripts/provider-states-doc.ts):
 * the sentence with its parameters in braces (`{name}`, or `{name:one|other}` where only those
 * values occur) and the data a backend must create for it.
 */
export interface StateDoc {
  pattern: string;
  data: string;
}

/** The data each sentence of `given` needs; `{name}` is the sentence's parameter of that name. */
export const stateDocs: Record<keyof typeof given, StateDoc> = {
  signedIn: {
    pattern: "user {user_id} is signed in with session token {verify_session}",
    data: "The user, and a live session with exactly that token issued to that user (not signed out, not ended by a password reset): calls with the headers `user_id` and `verify_session` set to these values are signed in.",
  },
  sessionEnded: {
    pattern: "user {user_id} has no live session with token {verify_session}",
    data: "The user; no live session has that token, so session calls carrying it answer code 100.",
  },
  user: {
    pattern: "user {user_id} exists",
    data: "The user (any profile; a seeded user keeps its seeded record).",
  },
  userExists: {
    pattern: "user {email} exists with password {password}",
    data: "An account with that e-mail (compared case-insensitively) whose password is exactly that; not blocked unless a later state says so.",
  },
  userBlocked: {
    pattern: "user {email} is blocked",
    data: "The account of that e-mail, named by an earlier state of the interaction, is blocked: signing in answers 1317.",
  },
  noAccount: {
    pattern: "no account uses {email}",
    data: "No account has that e-mail (remove it and its sessions).",
  },
  loginFailures: {
    pattern: "user {email} failed to sign in {count} times today",
    data: "Exactly that many failed sign-ins of that e-mail today; at 5 signing in answers 1315.",
  },
  nothingSent: {
    pattern: "no e-mail was sent to {email} today",
    data: "No sign-up code or reset e-mail was sent to that address today, so neither the 60-second resend window nor the daily limit applies.",
  },
  signUpCode: {
    pattern: "sign-up code {code} was sent to {email} just now",
    data: "A live, unused sign-up code with that value for that address, and its e-mail, sent just now: registering with it succeeds, and asking for another code within 60 seconds answers 1308. It stays valid 10 minutes.",
  },
  resetLink: {
    pattern: "a password reset link with key {key} and value {value} was sent to {email}",
    data: "The account's one live, unused password reset link with that key and value, sent just now (valid 30 minutes); earlier links of the account are replaced.",
  },
  articlePublished: {
    pattern: "article {id} by user {author} exists and is published",
    data: "A published article with that id by that user (the user too), published two days ago: category 7, tags, a cover, a related article id, non-zero browse, like, collect and share counts.",
  },
  articleDraft: {
    pattern: "article {id} by user {author} is a draft",
    data: "An unpublished draft article with that id by that user (title, summary, text, a tag and a cover).",
  },
  articleMissing: {
    pattern: "article {id} does not exist",
    data: "No article has that id.",
  },
  worksPublished: {
    pattern: "{kind:demo|image work} {id} by user {author} exists and is published",
    data: "A published work of that kind with that id by that user, published two days ago and without a programme application. A demo (a game demo) has a cover, pictures, a trailer, platforms, a download file and a web URL; an image work has its image and cover.",
  },
  worksDraft: {
    pattern: "{kind:demo|image work} {id} by user {author} is a draft",
    data: "An unpublished draft work of that kind with that id by that user.",
  },
  worksMissing: {
    pattern: "work {id} does not exist",
    data: "No work (demo or image work) has that id.",
  },
  comment: {
    pattern: "{on} has a public comment {id} by user {author}",
    data: "An approved comment with that id on the article or work that `on` names, by that user, written an hour ago; the target's comment count includes it.",
  },
  reply: {
    pattern: "comment {comment} has a public reply {id} by user {author}",
    data: "An approved direct reply with that id to that comment (named by an earlier state), by that user; the comment's reply count includes it.",
  },
  awaitingComment: {
    pattern: "{on} has a comment {id} by user {author} awaiting audit",
    data: "A comment with that id on the target, by that user, awaiting audit: shown to its author only and not counted.",
  },
  awaitingReply: {
    pattern: "comment {comment} has a reply {id} by user {author} awaiting audit",
    data: "A reply with that id to that comment (named by an earlier state), by that user, awaiting audit: not counted.",
  },
  collected: {
    pattern: "user {user_id} has collected {item}",
    data: "The user's favourite of that item, collected just now (the newest of the user's list); the item's collect count includes it.",
  },
  follows: {
    pattern: "user {follower} follows user {followee}",
    data: "Both users, and the follow, made just now.",
  },
  reportedBy: {
    pattern: "only user {user_id} has reported {target}",
    data: "Exactly one report of the target, made by that user an hour ago.",
  },
  notReported: {
    pattern: "nobody has reported {target}",
    data: "No report of the target.",
  },
  advertisement: {
    pattern: "advertisement {id} for {target} is shown on the works home",
    data: "An advertisement with that id for the target on the works home, shown now (it opened yesterday and closes in 30 days) and the newest of its position.",
  },
  promoted: {
    pattern: "{item} is promoted on the {position:works home|knowledge home}",
    data: "The item is promoted on that home page, first in display order.",
  },
  globalConfig: {
    pattern: "the global configuration has its default entries",
    data: "The global configuration's default entries (every type the client reads).",
  },
  application: {
    pattern: "project {project} has {status:no|a waiting|an approved} programme application",
    data: "For the game demo of that id (named by an earlier state), the creator-programme application in that state: none (no application, incentive account, key, grant or bill); a waiting one (submitted three days ago); or an approved one (approved two days ago, with its incentive account, initial grant and expiry).",
  },
  apiKey: {
    pattern: "project {project} has an API key",
    data: "An API key of the project's approved account (named by an earlier state), made an hour ago.",
  },
  billingRecord: {
    pattern: "project {project} has a billing record {id} for model {model}",
    data: "One billed request with that request id for that model on the project's approved account (named by an earlier state), an hour ago; the balance and the consumption include it.",
  },
  noApiKey: {
    pattern: "project {project} has no API key",
    data: "The project's account has no API key (any key it had is removed).",
  },
  balance: {
    pattern: "project {project} has {usd} USD left",
    data: "The project's approved account (named by an earlier state) has exactly that balance in US dollars (a decimal such as 1.5; kept in cents).",
  },
  audit: {
    pattern:
      "{kind:article|demo|image work|work} {id} {outcome:is awaiting audit|failed audit|passed audit}",
    data: "The existing article or work of that id was submitted just now and is under review with no due time, or its review has just ended with that verdict (failed: with an opinion; passed: published).",
  },
  notFollows: {
    pattern: "user {follower} does not follow user {followee}",
    data: "Both users; the first does not follow the second (a follow is undone, counters follow).",
  },
  likes: {
    pattern: "user {user} likes {kind:article|demo|image work|work} {id}",
    data: "The user, and their like of that existing article or work, made just now (its like count includes it).",
  },
  notLikes: {
    pattern: "user {user} does not like {kind:article|demo|image work|work} {id}",
    data: "The user has no like on that existing article or work (a like is undone, its count follows).",
  },
  mailboxFull: {
    pattern: "the mailbox of {email} is full today",
    data: "As many sign-up codes and password reset e-mails were sent to that address today as the daily limit allows, the last over a minute ago: the next send answers 1309.",
  },
  billingRecords: {
    pattern: "project {project} has {count} billing records",
    data: "Exactly that many billed requests on the project's approved account (named by an earlier state), replacing its earlier ones: spread evenly over the 6 days before an hour ago (inside the billing tab's default range), cycling through the models; the balance and the consumption include them.",
  },
  articleBody: {
    pattern: "article {id} has a body of {characters} characters",
    data: "The existing article's text (its working copy, and its public version when it has one) is headings and paragraphs with exactly that many characters of text.",
  },
};
