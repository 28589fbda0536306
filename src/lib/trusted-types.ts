/**
 * Trusted Types (docs/decisions/0057): every server that sends the app's
 * Content-Security-Policy requires Trusted Types for script sinks, so an HTML string reaches an
 * HTML parser (innerHTML, DOMParser, a React dangerouslySetInnerHTML) only as a value made by one
 * of these named policies; the CSP's `trusted-types` directive lists exactly these names, once
 * each (no 'allow-duplicates': a second policy of the same name cannot be made).
 * - "dompurify": DOMPurify's own policy: the sanitiser's output (src/lib/rich-text/sanitize.ts);
 * - "inert-html": parsing into a template's inert content (src/lib/rich-text/inert-html.ts);
 * - "ProseMirrorClipboard": ProseMirror's, for HTML pasted into the article editor, parsed in a
 *   detached document and read through the editor's schema.
 * The mock runtimes (development, dev:shared, the mock build) also allow a "default" policy,
 * which only lets the mock backend's own service worker script be registered (mocks/browser.ts).
 */
export const TRUSTED_TYPES_POLICIES = ["dompurify", "inert-html", "ProseMirrorClipboard"] as const;

/** The mock runtimes' extra policy: see mocks/browser.ts. */
export const MOCK_TRUSTED_TYPES_POLICIES = ["default"] as const;
