/**
 * The pages the accessibility suite (a11y.spec.ts) visits: every page of the route table with a
 * real address (seeded ids), open pages as a visitor and login-required pages signed in.
 * tests/app/a11y-coverage.test.ts fails when a route of src/app/routes.tsx is missing here.
 */
export const OPEN_PAGES = [
  "/gate",
  "/guide",
  "/knowledge/home",
  "/knowledge/more?id=1",
  "/knowledge/detail?id=100001",
  "/gameworks/home",
  "/gameworks/detail?id=500001",
  "/gameworks/more?id=1",
  "/activity/token",
  "/document/token",
  "/legal/terms",
  "/legal/privacy",
  "/personal/guest?id=1001",
  "/inspect",
  "/testEditor",
  "/cherrymarkdown",
  "/gatepet",
  "/gatepet/frame",
  "/error?error=denied&error_description=No%20access",
  "/no/such/page",
  "/account/login",
  "/account/signup",
  "/account/forget",
  "/account/passwordreset",
];

export const SIGNED_IN_PAGES = [
  "/personal/home",
  "/editor/article",
  "/postproduct/image",
  "/application/main",
  "/application/editworks",
  "/application/api",
];

/** The pages in groups of `size`, one test each, so that the workers share them. */
export const inGroups = (pages: readonly string[], size: number): string[][] =>
  Array.from({ length: Math.ceil(pages.length / size) }, (_, i) =>
    pages.slice(i * size, (i + 1) * size),
  );
