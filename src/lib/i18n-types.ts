/**
 * Typed translation keys (react-i18next's CustomTypeOptions), taken from the en catalogues.
 *
 * A feature that adds a namespace (src/locales/{en,zh-cn}/<ns>.json) makes its keys typed by
 * merging into AppResources from one of its own files, e.g.:
 *
 *   import type accounts from "@/locales/en/accounts.json";
 *   declare module "@/lib/i18n-types" {
 *     interface AppResources { accounts: typeof accounts }
 *   }
 *
 * The runtime loads every namespace file it finds (src/lib/i18n.ts); this file is types only.
 */
import type authoring from "@/locales/en/authoring.json";
import type codes from "@/locales/en/codes.json";
import type common from "@/locales/en/common.json";
import type nav from "@/locales/en/nav.json";
import type errors from "@/locales/en/errors.json";
import type report from "@/locales/en/report.json";

export interface AppResources {
  codes: typeof codes;
  common: typeof common;
  nav: typeof nav;
  errors: typeof errors;
  report: typeof report;
  /** The authoring forms' shared texts (review status, leave warning, tags): src/components. */
  authoring: typeof authoring;
}

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: AppResources;
  }
}
