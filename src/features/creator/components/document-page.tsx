/**
 * /document/token, the token API document (creator-programme.md §2): no sign-in needed. The page's
 * first paint is its frame; the document itself (the call, marked and DOMPurify) loads right
 * after it, so none of that is part of the route's first load (docs/decisions/0034).
 */
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { LoadingNote } from "./loading-note";
import "./document.css";

const ApiDocument = lazy(() => import("./api-document"));

export function DocumentPage() {
  const { t } = useTranslation("creator");
  return (
    <div className="creator-document-page">
      <Suspense
        fallback={
          <>
            <h1 className="app-visually-hidden">{t("document.title")}</h1>
            <LoadingNote text={t("document.loading")} />
          </>
        }
      >
        <ApiDocument />
      </Suspense>
    </div>
  );
}
