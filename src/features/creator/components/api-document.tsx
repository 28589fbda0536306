/**
 * The token API document's body (creator-programme.md §2): the markdown of the global
 * configuration, rendered through the one sanitiser (markdownToSafeHtml), with a directory of its
 * h2/h3 headings that follows the reading position, "#anchor" deep links that survive a reload,
 * and a copy button on every code block. The document holds both languages: the reader's is shown,
 * the other one is a switch away (docs/decisions/0087-bilingual-server-text.md). Loaded after the
 * page's first paint (with marked and DOMPurify).
 */
import { SegmentedControl } from "@blueprintjs/core";
import { useEffect, useMemo, useRef, useState, type MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { HeadingDirectory } from "@/components/rich-text/heading-directory";
import { RichTextBody } from "@/components/rich-text/rich-text-body";
import { EmptyState } from "@/components/states/empty-state";
import { QueryErrorView } from "@/components/states/query-error-view";
import { showToast } from "@/components/toaster";
import { useHeadingTracker } from "@/hooks/use-heading-tracker";
import { useLanguage } from "@/hooks/use-language";
import { apiOrigin } from "@/lib/api-client";
import { LANGUAGES, type Language } from "@/lib/language";
import { markdownToSafeHtml } from "@/lib/rich-text/markdown";
import { useApiDocument } from "@/api/system/config";
import { codeOfButton, COPY_CODE_ATTRIBUTE, prepareDocument } from "./document-html";
import { LoadingNote } from "./loading-note";

/** Pixels between the viewport's top and a heading that counts as reached: the nav plus a margin. */
export const DOCUMENT_HEADING_OFFSET_PX = 88;
/** How long a copy button says "Copied". */
const COPIED_MS = 2000;

export default function ApiDocument() {
  const { t } = useTranslation("creator");
  const apiDocument = useApiDocument();
  if (apiDocument.isPending) {
    return (
      <>
        <DocumentTitle />
        <LoadingNote text={t("document.loading")} />
      </>
    );
  }
  if (apiDocument.isError) {
    return (
      <>
        <DocumentTitle />
        <QueryErrorView
          error={apiDocument.error}
          onRetry={() => void apiDocument.refetch()}
          retrying={apiDocument.isFetching}
        />
      </>
    );
  }
  if (!apiDocument.data) {
    return (
      <>
        <DocumentTitle />
        <EmptyState title={t("document.empty")} />
      </>
    );
  }
  return <DocumentView markdown={apiDocument.data} />;
}

/** The page's heading when the document brings none of its own. */
function DocumentTitle() {
  const { t } = useTranslation("creator");
  return <h1 className="app-visually-hidden">{t("document.title")}</h1>;
}

const htmlLang = (language: Language) => (language === "zh-cn" ? "zh-CN" : "en");

function DocumentView({ markdown }: { markdown: string }) {
  const { t } = useTranslation("creator");
  const [interfaceLanguage] = useLanguage();
  // The reader's choice on this page; the interface language until they switch.
  const [chosen, setChosen] = useState<Language | null>(null);
  const language = chosen ?? interfaceLanguage;
  const copyText = t("document.copy");
  const copyLabel = t("document.copyLabel");
  const safeHtml = useMemo(() => markdownToSafeHtml(markdown), [markdown]);
  const prepared = useMemo(
    () =>
      prepareDocument(safeHtml, {
        copy: { text: copyText, label: copyLabel },
        language,
        apiOrigin: apiOrigin(),
      }),
    [safeHtml, copyText, copyLabel, language],
  );
  const { activeId, jumpTo } = useHeadingTracker(prepared.headings, {
    offset: DOCUMENT_HEADING_OFFSET_PX,
  });
  const navigate = useNavigate();
  useDeepLink(prepared.nodes);

  const jump = (id: string) => {
    jumpTo(id);
    // The address names the heading, so a reload or a shared link opens there.
    void navigate({ hash: encodeURIComponent(id) }, { replace: true, preventScrollReset: true });
  };

  const copy = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest(`[${COPY_CODE_ATTRIBUTE}]`);
    if (!button) return;
    void copyCode(codeOfButton(button)).then((copied) => {
      if (copied) {
        button.textContent = t("document.copied");
        setTimeout(() => {
          button.textContent = copyText;
        }, COPIED_MS);
      }
      void showToast(
        copied ? t("document.copySuccess") : t("document.copyFailed"),
        copied ? "success" : "error",
      );
    });
  };

  return (
    <div className="creator-document">
      <aside className="creator-document__aside">
        <HeadingDirectory
          headings={prepared.headings}
          activeId={activeId}
          onJump={jump}
          label={t("document.directory")}
        />
      </aside>
      <article
        className="creator-document__content"
        data-testid="api-document"
        lang={language === interfaceLanguage ? undefined : htmlLang(language)}
      >
        {prepared.bilingual ? <LanguageSwitch shown={language} onChoose={setChosen} /> : null}
        {prepared.hasTitle ? null : <DocumentTitle />}
        {/* Clicks reach the copy buttons the body's code blocks carry. */}
        <div onClick={copy}>
          <RichTextBody html={prepared.nodes} className="creator-document__body" />
        </div>
      </article>
    </div>
  );
}

/** The document's two languages, the shown one pressed (the one segmented control, as the currency's). */
function LanguageSwitch({
  shown,
  onChoose,
}: {
  shown: Language;
  onChoose: (language: Language) => void;
}) {
  const { t } = useTranslation("creator");
  // Each option's label is in its own language; Blueprint passes `lang` on to its button.
  const options = [...LANGUAGES].reverse().map((option) => ({
    label: t(`document.languages.${option}`),
    value: option,
    lang: htmlLang(option),
  }));
  return (
    <SegmentedControl
      role="group"
      aria-label={t("document.language")}
      className="creator-document__languages"
      small
      value={shown}
      onValueChange={(next) => onChoose(next as Language)}
      options={options}
    />
  );
}

/** Opens the page at the heading the address names (#id), once the document is shown. */
function useDeepLink(body: DocumentFragment) {
  const location = useLocation();
  const [wanted] = useState(() => decodeHash(location.hash));
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !wanted) return;
    const heading = document.getElementById(wanted);
    if (!heading) return;
    done.current = true;
    const top = heading.getBoundingClientRect().top + window.scrollY - DOCUMENT_HEADING_OFFSET_PX;
    window.scrollTo({ top, behavior: "auto" });
  }, [wanted, body]);
}

function decodeHash(hash: string): string {
  const raw = hash.replace(/^#/, "");
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

async function copyCode(code: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(code);
    return true;
  } catch {
    return false;
  }
}
