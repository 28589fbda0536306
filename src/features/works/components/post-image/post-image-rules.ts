/**
 * The image post's rules and its form ⇄ API mapping (portal.md §2.8, §5, §9; decisions.md §1):
 * title required, at most 40 characters; tags at most 5 of at most 30 characters, no duplicates,
 * a blank one ignored; introduction at most 1000; 1 to 20 images of jpeg/png/jpg under 31088640
 * bytes each; each image may carry its generation parameters. Lengths count user-perceived
 * characters (graphemes), as the server does.
 */
import { IMAGE_WORK_PICTURE_MAX_BYTES } from "@/lib/upload-limits";
import type { PhotoData, SetWorksAuditBody, SubmitStatus, Works } from "@/generated/model";
import { WorksType } from "@/generated/model/worksType";
import type { setWorksAuditRules } from "@/generated/rules";
import { graphemeLength } from "@/lib/graphemes";
import { GENERATION_FIELDS, type GenerationField } from "../../generation-fields";
import { STORAGE_PLATFORM, type UploadedImage } from "@/lib/uploaded-image";
import type { TagLimits } from "@/lib/validation/tags";

// The contract's limits (src/generated/rules.ts). Written out so that the page's first load does
// not carry the rules module; each is typed as the generated value, so a change there fails tsc.
type Rules = typeof setWorksAuditRules;
export const TITLE_MAX: Rules["works_title"]["when"][0]["rule"]["maxLength"] = 40;
export const INTRO_MAX: Rules["profiles"]["maxLength"] = 1000;
const TAG_MAX_COUNT: Rules["base_data.label"]["maxItems"] = 5;
const TAG_MAX_LENGTH: Rules["base_data.label[]"]["maxLength"] = 30;
export const TAG_LIMITS: TagLimits = { maxCount: TAG_MAX_COUNT, maxLength: TAG_MAX_LENGTH };
export const IMAGES_MAX: Rules["photo_data"]["maxItems"] = 20;
export const INTRO_ROWS = 6;
/** decisions.md §1: image works take files of at most 31,088,640 bytes (src/lib/upload-limits.ts). */
export const IMAGE_MAX_BYTES = IMAGE_WORK_PICTURE_MAX_BYTES;
/** portal.md §5: the image post accepts these formats. */
export const IMAGE_FORMATS = ["jpeg", "png", "jpg"] as const;

/** One image as the page keeps it (the upload queue's item). */
export type PostImage = UploadedImage;

export type GenerationParams = Partial<Record<GenerationField, string>>;

export interface PostImageValues {
  title: string;
  tags: string[];
  profiles: string;
  images: PostImage[];
  /** Generation parameters per image URL. */
  params: Record<string, GenerationParams>;
}

export const emptyPostImageValues = (): PostImageValues => ({
  title: "",
  tags: [],
  profiles: "",
  images: [],
  params: {},
});

export type PostImageProblem = "titleRequired" | "titleTooLong" | "introTooLong" | "imagesRequired";

/** The form's field problems (keys of the works catalogue under post.validation). */
export function validatePostImage(
  values: PostImageValues,
): Partial<Record<keyof PostImageValues, PostImageProblem>> {
  const problems: Partial<Record<keyof PostImageValues, PostImageProblem>> = {};
  if (values.title.trim() === "") problems.title = "titleRequired";
  else if (graphemeLength(values.title) > TITLE_MAX) problems.title = "titleTooLong";
  if (graphemeLength(values.profiles) > INTRO_MAX) problems.profiles = "introTooLong";
  if (values.images.length === 0) problems.images = "imagesRequired";
  return problems;
}

const fileIdOf = (url: string) => decodeURIComponent(url.split("/").pop()?.split("?")[0] ?? "");

/** The setWorksAudit body for a save (draft) or a post. */
export function toSetWorksAuditBody(
  values: PostImageValues,
  status: SubmitStatus,
  worksId: string,
): SetWorksAuditBody {
  const cover = values.images.find((image) => image.cover) ?? values.images[0];
  const photo_data: PhotoData[] = values.images.map((image) => {
    const params = values.params[image.url] ?? {};
    const filled = Object.fromEntries(
      GENERATION_FIELDS.map((field) => [field, params[field]?.trim() ?? ""]).filter(
        ([, text]) => text !== "",
      ),
    ) as GenerationParams;
    return { photo: image.url, width: image.width, height: image.height, ...filled };
  });
  return {
    ...(worksId ? { works_id: worksId } : {}),
    works_type: WorksType.ArtCreativity,
    works_title: values.title.trim(),
    profiles: values.profiles,
    status,
    base_data: { label: [...values.tags] },
    other_data: cover
      ? {
          medias: {
            cover: {
              url: cover.url,
              sha1: fileIdOf(cover.url),
              filesize: cover.bytes,
              platform: STORAGE_PLATFORM,
            },
            pictures: values.images.map((image) => ({
              url: image.url,
              sha1: fileIdOf(image.url),
              filesize: image.bytes,
              platform: STORAGE_PLATFORM,
            })),
          },
        }
      : {},
    photo_data,
  };
}

/** The form's values from the author's saved copy. */
export function fromWork(work: Works): PostImageValues {
  const medias = work.other_data?.medias;
  const coverUrl = medias?.cover?.url;
  const sizes = new Map((medias?.pictures ?? []).map((p) => [p.url, p.filesize ?? 0]));
  const photos = work.photo_data ?? [];
  const coverIndex = Math.max(
    0,
    photos.findIndex((photo) => photo.photo === coverUrl),
  );
  const images: PostImage[] = photos.map((photo, index) => ({
    url: photo.photo,
    width: photo.width ?? 1,
    height: photo.height ?? 1,
    bytes: sizes.get(photo.photo) ?? 0,
    name: fileIdOf(photo.photo),
    cover: index === coverIndex,
  }));
  const params: Record<string, GenerationParams> = {};
  for (const photo of photos) {
    const filled = Object.fromEntries(
      GENERATION_FIELDS.map((field) => [field, photo[field] ?? ""]).filter(
        ([, text]) => text !== "",
      ),
    ) as GenerationParams;
    if (Object.keys(filled).length > 0) params[photo.photo] = filled;
  }
  return {
    title: work.works_title === undefined ? "" : work.works_title,
    tags: [...(work.base_data?.label ?? [])],
    profiles: work.profiles ?? "",
    images,
    params,
  };
}

/** Two form states hold the same work (the dirty check). */
export const samePostImageValues = (a: PostImageValues, b: PostImageValues) =>
  JSON.stringify(a) === JSON.stringify(b);
