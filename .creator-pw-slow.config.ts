// Temporary (creator helper): the project's config with longer waits, for a machine under heavy load.
import base from "./playwright.config";
export default { ...base, expect: { timeout: 30_000 }, timeout: 240_000 };
