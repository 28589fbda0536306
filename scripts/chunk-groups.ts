/**
 * The production build's shared chunks (vite.config.ts's codeSplitting groups, docs/decisions/0056).
 * Rolldown's automatic splitting cuts the code shared by the lazy pages into one file per set of
 * importing pages (~50 files on /gameworks/home), each compressed on its own. A group below is
 * code that the same routes load together, as one file. Module ids are absolute paths. A module a
 * route's or a layout's `lazy` imports stays a chunk of its own (first-load.ts finds it in the
 * manifest by its path). A group also takes the imports of its modules that no group of higher
 * priority took: APART keeps apart the few such imports that other pages load without the group.
 */
import { SHELL_NAMESPACES } from "../src/lib/i18n-namespaces.ts";

const modulePath = (pattern: string) => new RegExp(pattern.replaceAll("/", String.raw`[\\/]`));
const LAZY_ROUTE_MODULES = modulePath(
  String.raw`src/components/(nav/(account-header|application-header)|footer/site-footer)\.tsx$`,
);
const group = (name: string, priority: number, pattern: string) => {
  const test = modulePath(pattern);
  return { name, priority, test: (id: string) => test.test(id) && !LAZY_ROUTE_MODULES.test(id) };
};
/**
 * Imports of grouped modules that other pages load without the group: each a chunk of its own.
 */
const APART = modulePath(String.raw`src/generated/rules\.ts$|src/components/form/form\.css$`);
/** The shell's catalogues (SHELL_NAMESPACES) in one language: the `$1`. */
const SHELL_CATALOGUE = new RegExp(
  String.raw`[\\/]src[\\/]locales[\\/]([^\\/]+)[\\/](${SHELL_NAMESPACES.join("|")})\.json$`,
);
/** The name of the chunk that holds the shell's catalogues in `language` (first-load.ts reads it). */
export const shellCataloguesChunk = (language: string) => `shell-${language}`;

export const sharedChunkGroups = [
  // The shell's catalogues of one language: loaded together before the first render, one file.
  {
    name: (id: string) => shellCataloguesChunk(SHELL_CATALOGUE.exec(id)?.[1] ?? "all"),
    priority: 90,
    test: SHELL_CATALOGUE,
  },
  {
    name: (id: string) => id.replace(/^.*[\\/]|\.[jt]sx?$/g, ""),
    debugName: "apart",
    priority: 60,
    test: (id: string) => APART.test(id),
  },
  // Every header's menus (the account pages' too), and small modules most pages load anyway:
  // graphemes.ts (the account forms), the spinner, loadOnce (decision 0062), the toaster's front
  // (its code loads on first use; the account forms and the detail pages' widgets show messages,
  // decision 0093).
  group(
    "menus",
    50,
    String.raw`src/components/(nav/(menu-icons|logo|language-menu)|dropdown-menu|icons/grid-icon)\.tsx$|src/hooks/use-language\.ts$|src/lib/(graphemes|load-once)\.ts$|src/components/(form/spinner|toaster)\.tsx?$`,
  ),
  // The icons the content pages and the password field share (after "menus": their drawing
  // function, grid-icon.tsx, is the headers'), with the info sign of the form fields and the works
  // detail's preview note, and the platform enum of the works detail and the demo editor (0.1 KB;
  // in the works chunk it would bring the API client to the editor's first paint): decision 0093.
  group(
    "content-icons",
    45,
    String.raw`src/components/icons/content-icons\.tsx$|@blueprintjs/icons/lib/esm/generated/components/info-sign\.js$|src/generated/model/platform\.ts$`,
  ),
  // The query client every layout loads (the observers go with the pages' hooks; TanStack's
  // useMutation, which the account forms' calls use too: decision 0097), and two small enums of the
  // works and landing pages (decision 0062).
  // With the top navigation, its account and publish menus (every layout but account's and
  // application's loads them with the client, src/app/layouts.tsx): one file (decision 0089; the
  // footer is a chunk of its own: it loads after the first render).
  group(
    "query",
    40,
    String.raw`node_modules/@tanstack/query-core/build/modern/(?!(queryObserver|queriesObserver|infiniteQueryObserver)\.js)|src/generated/model/(advertisePosition|worksType)\.ts$|src/lib/query-client\.ts$|src/components/(nav/(top-nav|nav-tabs|account-menu|nav-model|publish-menu)\.tsx?|avatar/user-avatar\.tsx)|src/hooks/use-scrolled\.ts$|@tanstack/react-query/build/modern/useMutation\.js$`,
  ),
  // The API client, the system and knowledge queries every content page starts with
  // (src/app/route-data.ts), their keys, the lazy-part helper and empty state of those pages, the
  // rich-text helpers the article cards and both detail pages read, the delete-status enum the
  // article and works calls read, and the infinite options both "more" pages' lists read: one file
  // rather than eight (decisions 0089, 0093).
  group(
    "api",
    20,
    String.raw`src/lib/(api-client|format|viewer-queries|bilingual)\.ts$|src/lib/rich-text/(text|inert-html)\.ts$|src/generated/(transport|system/system)\.ts$|src/components/states/(query-error-view|lazy-part|load-boundary|empty-state)\.tsx$|@tanstack/query-core/build/modern/queryObserver\.js$|@tanstack/react-query/build/modern/(useQuery|useBaseQuery|errorBoundaryUtils|suspense|QueryErrorResetBoundary|IsRestoringProvider)\.js$|src/api/(route-started|system/(keys|user-data|advertisements|config|global-stats))\.ts$|src/generated/knowledge/knowledge\.ts$|src/api/knowledge/(keys|lists)\.ts$|src/generated/model/deleteStatus\.ts$|@tanstack/react-query/build/modern/(usePrefetchInfiniteQuery|infiniteQueryOptions)\.js$`,
  ),
  // The works queries and what the three works pages share (their stylesheet, with the detail's
  // media viewer's, the section frame, the tags, the motion and address helpers): one file the
  // works pages load and the knowledge pages do not (decision 0093).
  group(
    "works",
    18,
    String.raw`src/generated/works/works(\.infinite)?\.ts$|src/features/works/components/home/works-section\.tsx$|src/api/works/(works|keys|limits)\.ts$|src/features/works/constants\.ts$|src/features/works/components/shared/(tag-list\.tsx|safe-url\.ts)$|src/features/works/hooks/use-reduced-motion\.ts$|src/features/works/components/(works|detail/media-carousel)\.css$`,
  ),
  // The knowledge index's and "more" page's cards, their category logos and icons, the skeletons
  // and their stylesheet, the write button: one file (decision 0093).
  group(
    "knowledge",
    14,
    String.raw`src/features/knowledge/components/(card-skeletons|knowledge-icons|category-glyphs|category-logo|article-card-view|write-article-button)\.tsx?$|src/features/knowledge/components/knowledge\.css$|src/api/knowledge/categories\.ts$`,
  ),
  // What both detail pages show on their first render: the body's reader (headings, sanitised
  // HTML), the social widgets and their icons, the browse event, the small enums they read, the
  // comment section's front: one file rather than ~20 (decisions 0089, 0093; the comment section
  // itself still loads after the first render).
  group(
    "detail",
    12,
    String.raw`src/features/social/components/lazy-comment-section\.tsx$|src/generated/model/(commentType|complaintTarget|likeType)\.ts$|src/components/rich-text/(heading-directory|rich-text-body)\.tsx$|src/components/rich-text/rich-text\.css$|src/hooks/use-safe-html\.ts$|src/api/(knowledge/article|system/events)\.ts$|src/generated/model/(editorType|publishStatus|collectType|flag)\.ts$|src/features/social/components/(share-button|share-links|follow-button|like-button|collect-button|report-button|toggle-count-button)\.tsx?$|@blueprintjs/icons/lib/esm/generated/components/(comment|edit|eye-open|flag|star-empty|star|tick|heart)\.js$`,
  ),
  // The works detail's own small parts that its lazy viewer and the works home's popup share (the
  // carousel's and the demo information's icons, the draft call, the social slots; after "detail",
  // which takes the widgets the slots render): one file (decision 0093).
  group(
    "works-detail",
    11,
    String.raw`@blueprintjs/icons/lib/esm/generated/components/(chevron-left|chevron-right|video)\.js$|src/api/works/draft\.ts$|src/app/routes/gameworks/social-slots\.tsx$`,
  ),
  // The account pages' forms (the form kit's fields and Formik) and their calls.
  group(
    "form",
    8,
    String.raw`node_modules/formik/|src/components/form/(field-frame|text-field|lazy-schema|server-error|form-message|submit-button|focus-first-error|use-field-error|use-server-error|use-error-message|password-field|password-icons)\.tsx?$`,
  ),
  group(
    "accounts",
    7,
    String.raw`src/api/auth/(account|account-errors|load-on-call)\.ts$|src/features/accounts/(forms/validate\.ts$|components/(account-page|email-field)\.tsx$)|src/lib/validation/account-rules\.ts$`,
  ),
];
