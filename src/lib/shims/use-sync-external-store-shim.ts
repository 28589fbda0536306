/**
 * use-sync-external-store/shim for react-i18next (vite.config.ts aliases it here): the package
 * answers React's own useSyncExternalStore whenever React has one (React 18 and later), but as
 * CommonJS it put its fallback for older Reacts in every page's entry.
 */
export { useSyncExternalStore } from "react";
