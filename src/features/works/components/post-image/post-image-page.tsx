/**
 * /postproduct/image?id= (portal.md §2.8): a new image work, or the author's draft resumed
 * (getWorksAudit), in the works editors' frame (loading, Retry, not-found, the URL taking the id
 * after the first save).
 */
import { useTranslation } from "react-i18next";
import { WorksType } from "@/generated/model/worksType";
import { OwnWorkEditor } from "../shared/own-work-editor";
import { PostImageForm, type RenderImages } from "./post-image-form";
import { emptyPostImageValues, fromWork } from "./post-image-rules";
import "./post-image.css";

export interface PostImagePageProps {
  renderImages: RenderImages;
}

export function PostImagePage({ renderImages }: PostImagePageProps) {
  const { t } = useTranslation("worksPost");
  return (
    <OwnWorkEditor
      worksType={WorksType.ArtCreativity}
      className="gc-post-image"
      heading={(editing) => t(editing ? "post.editHeading" : "post.heading")}
      loadingLabel={t("post.loading")}
      render={({ work, onIdAssigned, labelledBy }) => (
        <PostImageForm
          initialValues={work ? fromWork(work) : emptyPostImageValues()}
          work={work}
          serverSavedAt={(work?.up_time ?? 0) * 1000}
          renderImages={renderImages}
          onIdAssigned={onIdAssigned}
          labelledBy={labelledBy}
        />
      )}
    />
  );
}
