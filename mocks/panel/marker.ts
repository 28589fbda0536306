/**
 * The QA panel's marker: the id of its DOM root. scripts/check-production-build.ts fails when this
 * string appears in the production build, proving the panel is not shipped to end users.
 */
export const QA_PANEL_MARKER = "gc-mock-qa-panel";
