/**
 * The mock backend's database: @msw/data collections, one file per domain. A fresh db per test;
 * one per browser profile (persisted) and one per standalone server.
 */
import { createAccountCollections } from "./accounts";
import { createSystemCollections } from "./system";
import { createContentCollections } from "./content";
import { createSocialCollections } from "./social";
import { createCreatorCollections } from "./creator";
import { createConsoleCollections } from "./console";

export function createDb() {
  return {
    ...createAccountCollections(),
    ...createSystemCollections(),
    ...createContentCollections(),
    ...createSocialCollections(),
    ...createCreatorCollections(),
    ...createConsoleCollections(),
  };
}

export type Db = ReturnType<typeof createDb>;
export type CollectionName = keyof Db;
