/**
 * /postproduct/image?id= (portal.md §2.8): the works feature's image post page,
 * with the uploads feature's queue as its image list (features do not import each other, so the
 * route composes them). Both load after the route's first render (docs/decisions/0034).
 */
import { useCallback } from "react";
import { LazyUploadQueue } from "@/features/uploads/components/lazy-upload-queue";
import type { UploadRules } from "@/features/uploads/upload-types";
import { LazyPostImagePage } from "@/features/works/components/post-image/lazy-post-image-page";
import type { ImagesField } from "@/features/works/components/post-image/post-image-form";
import { IMAGE_FORMATS, IMAGES_MAX } from "@/features/works/components/post-image/post-image-rules";
import { FULL_HD, IMAGE_WORK_PICTURE_MAX_BYTES } from "@/lib/upload-limits";

/** portal.md §5, platform.md §5: at most 20 pictures of at most 31088640 bytes and 1080P each. */
const IMAGE_RULES: UploadRules = {
  accept: IMAGE_FORMATS,
  maxFiles: IMAGES_MAX,
  maxBytes: IMAGE_WORK_PICTURE_MAX_BYTES,
  maxPixels: FULL_HD,
};

export function Component() {
  const renderImages = useCallback(
    (field: ImagesField) => (
      <LazyUploadQueue
        id={field.id}
        label={field.label}
        value={field.value}
        onChange={field.onChange}
        onBusyChange={field.onBusyChange}
        rules={IMAGE_RULES}
        coverSelectable
      />
    ),
    [],
  );
  return <LazyPostImagePage renderImages={renderImages} />;
}
