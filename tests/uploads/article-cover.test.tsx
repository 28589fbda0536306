/**
 * The article editor's cover (portal.md §4, platform.md §4) against the mock backend, in both
 * languages: the tile says "Checking…" for as long as Save refuses the picture, and Save's refusal
 * speaks of the one cover; once the tile says "Uploaded", Save saves it.
 */
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { clearToasts } from "@/components/toaster";
import { ACTION_THROTTLE_MS } from "@/features/knowledge/components/editor/article-editor";
import { uploadTimings } from "@/features/uploads/upload-constants";
import { i18n } from "@/lib/i18n";
import { CREATOR } from "@mocks/seed/users";
import { requestLog } from "@mocks/testing";
import { signIn } from "../api-helpers";
import { renderApp } from "../render";
import { pngFile, shortenUploadTimings, stubObjectUrls } from "./upload-files";

beforeAll(async () => {
  stubObjectUrls();
  await Promise.all([
    import("@/app/routes/editor/article"),
    import("@/features/uploads/components/upload-queue"),
    import("@/components/toaster-impl"),
  ]);
}, 120_000);
shortenUploadTimings();
afterEach(() => clearToasts());

// Keys built at run time (the catalogue's types cover only literal keys).
const translate = i18n.t.bind(i18n) as unknown as (key: string, options?: object) => string;
const t = (key: string, options?: Record<string, unknown>) => translate(key, options);
const saves = () => requestLog().filter((entry) => entry.operation === "setLoreEssayAudit");

describe.each(["en", "zh-cn"] as const)(
  "the article's cover (%s)",
  { timeout: 40_000 },
  (language) => {
    it("says Checking… while Save refuses it with the cover's message, then Uploaded, and saves", async () => {
      // A check long enough to press Save during it.
      Object.assign(uploadTimings, { successMs: 1500 });
      const user = await signIn(CREATOR);
      const view = await renderApp("/editor/article", { user, language });
      await screen.findByRole("textbox", { name: t("editor:body") }, { timeout: 15_000 });
      await screen.findByTestId("upload-queue", {}, { timeout: 10_000 });
      await view.user.type(screen.getByRole("textbox", { name: t("editor:title") }), "Cover check");
      const save = within(screen.getByRole("group", { name: t("editor:actions") })).getByRole(
        "button",
        { name: t("editor:save") },
      );

      fireEvent.change(screen.getByTestId("upload-queue-input"), {
        target: { files: [pngFile("cover.png")] },
      });
      // The tile of the picture on its way, then the tile of the cover the form holds.
      const tile = () =>
        screen.getByRole("listitem", { name: t("uploads:tile", { index: 1, name: "cover.png" }) });
      const status = () => within(tile()).getByRole("status");
      await waitFor(() => expect(status()).toHaveTextContent(t("uploads:state.checking")));
      expect(status()).not.toHaveTextContent(t("uploads:state.ready"));

      const before = saves().length;
      await view.user.click(save);
      const refusedAt = Date.now();
      expect(await screen.findByText(t("editor:coverNotReady"))).toBeInTheDocument();
      expect(screen.queryByText(t("uploads:notReady"))).toBeNull();
      expect(saves()).toHaveLength(before);

      await waitFor(() => expect(status()).toHaveTextContent(t("uploads:state.ready")), {
        timeout: 5000,
      });
      expect(status()).not.toHaveTextContent(t("uploads:state.checking"));
      // The refused press counts for Save's throttle (2 s, portal.md §9) too.
      await waitFor(() => expect(Date.now() - refusedAt).toBeGreaterThan(ACTION_THROTTLE_MS), {
        timeout: ACTION_THROTTLE_MS + 1000,
      });
      await view.user.click(save);
      expect(await screen.findByText(t("editor:saveSuccess"))).toBeInTheDocument();
      expect(saves()).toHaveLength(before + 1);
    });
  },
);
