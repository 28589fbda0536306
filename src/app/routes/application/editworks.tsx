/**
 * /application/editworks?id= (creator-programme.md §2, §4, §5; docs/decisions/0050): the works
 * feature's demo editor, with the uploads feature's queue as its two file lists (the game archive
 * and the promotion materials; features do not import each other, so the route composes them).
 * Both load after the route's first render (docs/decisions/0034). A post leads to demo management.
 */
import { LazyUploadQueue } from "@/features/uploads/components/lazy-upload-queue";
import { APPLICATION_MAIN_PATH } from "@/features/creator/route-paths";
import type { UploadRules } from "@/features/uploads/upload-types";
import type {
  DemoFilesField,
  RenderDemoFiles,
} from "@/features/works/components/demo-editor/demo-editor";
import {
  ARCHIVE_FORMATS,
  LARGE_FILE_MAX_BYTES,
  MATERIAL_RATIO,
  MATERIALS_MAX,
  PICTURE_FORMATS,
  PICTURE_MAX_BYTES,
  VIDEO_FORMATS,
} from "@/features/works/components/demo-editor/demo-rules";
import { LazyDemoEditorPage } from "@/features/works/components/demo-editor/lazy-demo-editor-page";

/** Promotion materials: pictures under 30 MiB and videos under 1 GiB, 16:9 ± 10 %, at most 20. */
const MATERIAL_RULES: UploadRules = {
  accept: PICTURE_FORMATS,
  maxBytes: PICTURE_MAX_BYTES,
  maxFiles: MATERIALS_MAX,
  ratio: MATERIAL_RATIO,
  files: { accept: VIDEO_FORMATS, maxBytes: LARGE_FILE_MAX_BYTES },
};

/** The game archive for Mac and Windows: one .rar .zip .gzip .tar .7z file, at most 1 GiB. */
const ARCHIVE_RULES: UploadRules = {
  accept: [],
  maxBytes: LARGE_FILE_MAX_BYTES,
  maxFiles: 1,
  files: { accept: ARCHIVE_FORMATS, maxBytes: LARGE_FILE_MAX_BYTES },
};

/** Demo management: the application area's tab 0. */
const DEMO_MANAGEMENT_PATH = `${APPLICATION_MAIN_PATH}?tab=0`;

const queue = (rules: UploadRules, coverSelectable: boolean) =>
  function DemoFiles(field: DemoFilesField) {
    return <LazyUploadQueue {...field} rules={rules} coverSelectable={coverSelectable} />;
  };

const RENDER_FILES: RenderDemoFiles = {
  materials: queue(MATERIAL_RULES, true),
  archive: queue(ARCHIVE_RULES, false),
};

export function Component() {
  return <LazyDemoEditorPage renderFiles={RENDER_FILES} afterPostPath={DEMO_MANAGEMENT_PATH} />;
}
