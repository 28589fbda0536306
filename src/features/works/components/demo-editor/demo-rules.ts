/**
 * The demo editor's rules and its form ⇄ API mapping (creator-programme.md §3, §5, §9;
 * decisions.md §1): title required, at most 100; introduction at most 1000, required to post;
 * platforms Web / Mac / Windows, at least one to post; Web needs the demo URL (http or https), Mac
 * or Windows the game archive (one .rar .zip .gzip .tar .7z file up to 1 GiB); 1 to 20 promotion
 * materials (pictures under 31457280 bytes, videos under 1 GiB, 16:9 within 10 %), one picture the
 * cover; tags as everywhere. Save checks only what the server would refuse on a draft (the title
 * and the limits); Post checks everything. Lengths count graphemes (decisions.md §1).
 */
import type { FileRecord, SetWorksAuditBody, SubmitStatus, Works } from "@/generated/model";
import { Platform } from "@/generated/model/platform";
import { WorksType } from "@/generated/model/worksType";
import type { setWorksAuditRules } from "@/generated/rules";
import { graphemeLength } from "@/lib/graphemes";
import { STORAGE_PLATFORM, type UploadedImage } from "@/lib/uploaded-image";
import type { TagLimits } from "@/lib/validation/tags";

// The contract's limits (src/generated/rules.ts), written out so that the page does not carry the
// rules module; each is typed as the generated value, so a change there fails tsc.
type Rules = typeof setWorksAuditRules;
export const TITLE_MAX: Rules["works_title"]["maxLength"] = 100;
export const INTRO_MAX: Rules["profiles"]["maxLength"] = 1000;
const TAG_MAX_COUNT: Rules["base_data.label"]["maxItems"] = 5;
const TAG_MAX_LENGTH: Rules["base_data.label[]"]["maxLength"] = 30;
export const TAG_LIMITS: TagLimits = { maxCount: TAG_MAX_COUNT, maxLength: TAG_MAX_LENGTH };
/** creator-programme.md §5, §9: at most 20 promotion materials (PromotionMaterialsLimit). */
export const MATERIALS_MAX = 20;
/** decisions.md §1: demo promotion pictures are under 31457280 bytes; videos and archives 1 GiB. */
export const PICTURE_MAX_BYTES = 31457280;
export const LARGE_FILE_MAX_BYTES: Rules["other_data.demo_file_size"]["maximum"] = 1073741824;
export const PICTURE_FORMATS = ["jpeg", "png", "jpg", "bmp", "webp", "gif"] as const;
export const VIDEO_FORMATS = ["mp4", "avi", "mkv", "mov"] as const;
export const ARCHIVE_FORMATS = ["rar", "zip", "gzip", "tar", "7z"] as const;
/** 16:9 with a tolerance of 10 % (creator-programme.md §5). */
export const MATERIAL_RATIO = { width: 16, height: 9, tolerance: 0.1 } as const;
/** The contract's URL pattern of game_web_url and game_demo (non-empty case). */
const URL_PATTERN = /^https?:\/\/[^\s]+$/;
export const INTRO_ROWS = 6;

/** The platforms a demo offers, in the order the form shows them. */
export const DEMO_PLATFORMS = [Platform.PcWeb, Platform.Macos, Platform.Windows] as const;
export type DemoPlatform = (typeof DEMO_PLATFORMS)[number];
const needsArchive = (platforms: readonly DemoPlatform[]) =>
  platforms.includes(Platform.Macos) || platforms.includes(Platform.Windows);
const needsUrl = (platforms: readonly DemoPlatform[]) => platforms.includes(Platform.PcWeb);

export interface DemoValues {
  title: string;
  profiles: string;
  tags: string[];
  platforms: DemoPlatform[];
  /** The online-experience URL (Web). */
  webUrl: string;
  /** The game archive (Mac / Windows): none or one uploaded file. */
  archive: UploadedImage[];
  /** Pictures and videos, one picture the cover. */
  materials: UploadedImage[];
}

/** Fields of a loaded demo this editor does not show but must send back (the save replaces all). */
export interface DemoExtras {
  works_version?: string;
  version_content?: string;
  tools_id?: string[];
  lore_essay_id?: string[];
}

export const emptyDemoValues = (): DemoValues => ({
  title: "",
  profiles: "",
  tags: [],
  platforms: [],
  webUrl: "",
  archive: [],
  materials: [],
});

export type DemoAction = "save" | "post";

/** Keys of the demo catalogue's `validation` section. */
export type DemoProblem =
  | "titleRequired"
  | "titleTooLong"
  | "introRequired"
  | "introTooLong"
  | "platformRequired"
  | "demoUrlError"
  | "demoError"
  | "promotionMaterialsError"
  | "coverRequired";

export type DemoProblems = Partial<Record<keyof DemoValues | "cover", DemoProblem>>;

export function validateDemo(values: DemoValues, action: DemoAction): DemoProblems {
  const problems: DemoProblems = {};
  const posting = action === "post";
  if (values.title.trim() === "") problems.title = "titleRequired";
  else if (graphemeLength(values.title) > TITLE_MAX) problems.title = "titleTooLong";
  if (graphemeLength(values.profiles) > INTRO_MAX) problems.profiles = "introTooLong";
  else if (posting && values.profiles.trim() === "") problems.profiles = "introRequired";
  const url = values.webUrl.trim();
  // A draft may keep an unfinished URL only if the server would accept it (empty or a URL).
  if (url !== "" && !URL_PATTERN.test(url)) problems.webUrl = "demoUrlError";
  if (!posting) return problems;
  if (values.platforms.length === 0) problems.platforms = "platformRequired";
  if (needsUrl(values.platforms) && url === "") problems.webUrl = "demoUrlError";
  if (needsArchive(values.platforms) && values.archive.length === 0) problems.archive = "demoError";
  if (values.materials.length === 0) problems.materials = "promotionMaterialsError";
  else if (!values.materials.some((item) => item.cover && item.kind === undefined))
    problems.cover = "coverRequired";
  return problems;
}

const fileIdOf = (url: string) => decodeURIComponent(url.split("/").pop()?.split("?")[0] ?? "");
const record = (file: UploadedImage): FileRecord => ({
  url: file.url,
  sha1: fileIdOf(file.url),
  filesize: file.bytes,
  platform: STORAGE_PLATFORM,
});

/** The setWorksAudit body of a save (draft) or a post. */
export function toDemoBody(
  values: DemoValues,
  status: SubmitStatus,
  worksId: string,
  extras: DemoExtras = {},
): SetWorksAuditBody {
  const cover = values.materials.find((item) => item.cover && item.kind === undefined);
  const archive = needsArchive(values.platforms) ? values.archive[0] : undefined;
  return {
    ...(worksId ? { works_id: worksId } : {}),
    works_type: WorksType.GameDemo,
    works_title: values.title.trim(),
    profiles: values.profiles,
    status,
    ...(extras.works_version ? { works_version: extras.works_version } : {}),
    ...(extras.version_content ? { version_content: extras.version_content } : {}),
    base_data: { platform: [...values.platforms], label: [...values.tags] },
    other_data: {
      ...(extras.tools_id?.length ? { tools_id: extras.tools_id } : {}),
      ...(extras.lore_essay_id?.length ? { lore_essay_id: extras.lore_essay_id } : {}),
      game_web_url: needsUrl(values.platforms) ? values.webUrl.trim() : "",
      game_demo: archive?.url ?? "",
      demo_file_name: archive?.name ?? "",
      demo_file_size: archive?.bytes ?? 0,
      medias: {
        ...(cover ? { cover: record(cover) } : {}),
        movie: values.materials.filter((item) => item.kind === "video").map(record),
        pictures: values.materials.filter((item) => item.kind === undefined).map(record),
      },
    },
  };
}

const isDemoPlatform = (value: number): value is DemoPlatform =>
  (DEMO_PLATFORMS as readonly number[]).includes(value);

/** The form's values and the untouched extras from the author's saved copy. */
export function fromDemo(work: Works): { values: DemoValues; extras: DemoExtras } {
  const other = work.other_data ?? {};
  const medias = other.medias ?? {};
  const coverUrl = medias.cover?.url;
  const asItem = (file: FileRecord, kind?: "video"): UploadedImage => ({
    url: file.url,
    width: 0,
    height: 0,
    bytes: file.filesize ?? 0,
    name: fileIdOf(file.url),
    cover: false,
    ...(kind ? { kind } : {}),
  });
  const pictures = (medias.pictures ?? []).map((file) => asItem(file));
  const materials = [...pictures, ...(medias.movie ?? []).map((file) => asItem(file, "video"))];
  const coverIndex = pictures.findIndex((item) => item.url === coverUrl);
  const withCover = materials.map((item, index) => ({
    ...item,
    cover: index === (coverIndex >= 0 ? coverIndex : 0) && item.kind === undefined,
  }));
  const archive: UploadedImage[] = other.game_demo
    ? [
        {
          url: other.game_demo,
          width: 0,
          height: 0,
          bytes: other.demo_file_size ?? 0,
          name: other.demo_file_name || fileIdOf(other.game_demo),
          cover: false,
          kind: "file",
        },
      ]
    : [];
  return {
    values: {
      title: work.works_title ?? "",
      profiles: work.profiles ?? "",
      tags: [...(work.base_data?.label ?? [])],
      platforms: (work.base_data?.platform ?? []).filter(isDemoPlatform),
      webUrl: other.game_web_url ?? "",
      archive,
      materials: withCover,
    },
    extras: {
      ...(work.works_version ? { works_version: work.works_version } : {}),
      ...(work.version_content ? { version_content: work.version_content } : {}),
      ...(other.tools_id?.length ? { tools_id: [...other.tools_id] } : {}),
      ...(other.lore_essay_id?.length ? { lore_essay_id: [...other.lore_essay_id] } : {}),
    },
  };
}

/** Whether two value sets are the same edit (for "unsaved changes" and the backup). */
export const sameDemoValues = (a: DemoValues, b: DemoValues) =>
  JSON.stringify(a) === JSON.stringify(b);
