/**
 * /editor/article?id= (portal.md §2.4): the knowledge feature's article editor, with the uploads
 * feature's queue as its cover field (one JPEG, JPG or PNG). Both load after the route's first
 * render (docs/decisions/0034).
 */
import { useTranslation } from "react-i18next";
import type { CoverField } from "@/features/knowledge/components/editor/article-editor";
import { COVER_RULES } from "@/features/knowledge/components/editor/cover-rules";
import { LazyUploadQueue } from "@/features/uploads/components/lazy-upload-queue";
import { LazyArticleEditorPage } from "@/features/knowledge/components/editor/lazy-article-editor-page";

function Cover({ value, onChange, onBusyChange }: CoverField) {
  const { t } = useTranslation("editor");
  return (
    <LazyUploadQueue
      fallback={<span className="bp6-label">{t("cover")}</span>}
      value={value}
      onChange={onChange}
      onBusyChange={onBusyChange}
      rules={COVER_RULES}
      label={t("cover")}
    />
  );
}

export function Component() {
  return <LazyArticleEditorPage renderCover={(field) => <Cover {...field} />} />;
}
