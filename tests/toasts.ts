/** Blueprint's toast element (the app's one toaster, src/components/toaster-impl.ts). */
export const TOAST_SELECTOR = ".bp6-toast";
