/**
 * Registers every provider state of the contract (contracts/pacts/) in the registry of
 * mocks/provider-states.ts. The standalone server must load it once; contracts/verify.ts preloads
 * it next to mocks/server.ts.
 */
import "./accounts";
import "./content";
import "./social";
import "./system";
import "./creator";
