/**
 * The seeded users every domain may refer to. Ids are stable across seeds: the creator is "1001",
 * the reader "1002", the other authors "1003".."1042", and a blocked account "1043".
 */

export const CREATOR = {
  user_id: "1001",
  user_name: "PixelForge",
  email: "creator@example.com",
  password: "Quota2024",
} as const;

export const READER = {
  user_id: "1002",
  user_name: "书页漫游者",
  email: "reader@example.com",
  password: "Library88",
} as const;

/** A blocked account: the right password answers 1317 (not an author of seeded content). */
export const BLOCKED = {
  user_id: "1043",
  user_name: "BlockedUser",
  email: "blocked@example.com",
  password: "Blocked2024",
} as const;

/** The password of every other seeded user (their e-mails are in db.users). */
export const OTHER_USER_PASSWORD = "Member2024";

export const OTHER_USER_COUNT = 40;

/** The ids of the other seeded users ("1003".."1042"), in order. */
export const OTHER_USER_IDS: readonly string[] = Array.from({ length: OTHER_USER_COUNT }, (_, i) =>
  String(1003 + i),
);

export const SEEDED_USERS = {
  creatorId: CREATOR.user_id,
  readerId: READER.user_id,
  /** Other authors of works, essays and comments. */
  otherIds: OTHER_USER_IDS,
  allIds: [CREATOR.user_id, READER.user_id, ...OTHER_USER_IDS] as readonly string[],
} as const;
