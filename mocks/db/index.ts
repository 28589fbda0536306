/**
 * The mock backend's database: @msw/data collections, one file per domain. A fresh db per test;
 * one per browser profile (persisted) and one per standalone server, whose sandboxes share its
 * collections until they write (copy-on-write.ts, docs/decisions/0083-copy-on-write-sandboxes.md).
 */
import { createAccountCollections } from "./accounts";
import { createSystemCollections } from "./system";
import { createContentCollections } from "./content";
import { createSocialCollections } from "./social";
import { createCreatorCollections } from "./creator";
import { createConsoleCollections } from "./console";
import { createLayeredDb } from "./copy-on-write";

function createCollections() {
  return {
    ...createAccountCollections(),
    ...createSystemCollections(),
    ...createContentCollections(),
    ...createSocialCollections(),
    ...createCreatorCollections(),
    ...createConsoleCollections(),
  };
}

export type Db = ReturnType<typeof createCollections>;

/** A fresh db owning every collection (empty until seeded). */
export const createDb = (): Db => createLayeredDb(createCollections);
export type CollectionName = keyof Db;
