/**
 * The shared seeded faker: every seed file builds its own instance from the state's seed (plus a
 * per-domain salt, so adding data to one domain does not shift another's), never Math.random.
 */
import { Faker, base, en, zh_CN } from "@faker-js/faker";

/** Chinese first, English as the fallback for anything zh_CN lacks. */
export function createFaker(seed: number, salt = 0): Faker {
  const faker = new Faker({ locale: [zh_CN, en, base] });
  faker.seed(seed + salt);
  return faker;
}

/** An English-only seeded faker (English names, English prose). */
export function createEnglishFaker(seed: number, salt = 0): Faker {
  const faker = new Faker({ locale: [en, base] });
  faker.seed(seed + salt);
  return faker;
}

/** Per-domain salts for createFaker(seed, salt). */
export const SEED_SALT = {
  accounts: 1,
  system: 2,
  content: 3,
  social: 4,
  creator: 5,
} as const;
