/**
 * Every provider state of the contract (contracts/pacts/), defined in the registry of
 * mocks/provider-states.ts by an explicit call, not as a side effect of an import: the standalone
 * server (mocks/server.ts) calls registerProviderStates() when it builds its app, so
 * `npm run mock:server` answers every sentence of sentences.ts.
 */
import { defineAccountStates } from "./accounts";
import { defineConsoleStates } from "./console";
import { defineContentStates } from "./content";
import { defineCreatorStates } from "./creator";
import { defineParametrisedStates } from "./parametrised";
import { defineSocialStates } from "./social";
import { defineSystemStates } from "./system";

let registered = false;

/** Defines every sentence once; later calls do nothing (a process may build several servers). */
export function registerProviderStates(): void {
  if (registered) return;
  registered = true;
  defineAccountStates();
  defineContentStates();
  defineSocialStates();
  defineSystemStates();
  defineCreatorStates();
  defineConsoleStates();
  defineParametrisedStates();
}
