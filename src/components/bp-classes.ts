/**
 * Blueprint's class names, for the shell's first-paint components (nav, footer, states, progress).
 * Imported from Blueprint's classes module rather than its component index: the index keeps
 * side-effectful modules (the context-menu singleton and the popover engine behind it) and its
 * Icon component carries every icon name, ~50 KB gzip the landing page does not need. Lazily
 * loaded features use Blueprint's components freely.
 */
export * as Classes from "@blueprintjs/core/lib/esm/common/classes";
