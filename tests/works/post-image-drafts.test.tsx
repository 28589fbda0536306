/**
 * The image post's drafts (/postproduct/image; portal.md §4 "Autosave (articles and image works)",
 * decisions.md §3), as the article and demo editors' (tests/knowledge/editor.test.tsx,
 * tests/works/demo-editor.test.tsx): autosave checked every 30 s saves a draft 5 minutes after the
 * last save, unsaved edits kept in a local backup per user and offered back when newer than the
 * server copy, the backup forgotten after a save, and no autosave for a work that is not a draft.
 */
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { clearToasts } from "@/components/toaster";
import { imageBackupSlot } from "@/features/works/components/post-image/post-image-form";
import { PublishStatus } from "@/generated/model/publishStatus";
import { WorksType } from "@/generated/model/worksType";
import { i18n } from "@/lib/i18n";
import { localBackup } from "@/lib/local-backup";
import { session } from "@/lib/session";
import { CREATOR, READER } from "@mocks/seed/users";
import { state } from "@mocks/testing";
import { signIn } from "../api-helpers";
import { renderApp } from "../render";
import { pngFile, stubObjectUrls, shortenUploadTimings } from "../uploads/upload-files";

beforeAll(async () => {
  stubObjectUrls();
  await Promise.all([
    import("@/app/routes/postproduct/image"),
    import("@/features/works/components/post-image/post-image-page"),
    import("@/features/uploads/components/upload-queue"),
    import("@/components/toaster-impl"),
  ]);
}, 120_000);
shortenUploadTimings();

afterEach(async () => {
  await clearToasts();
  localStorage.clear();
});

const translate = i18n.t.bind(i18n) as unknown as (key: string, options?: object) => string;
const t = (key: string, options?: Record<string, unknown>) => translate(key, options);
const title = () => screen.getByRole("textbox", { name: t("worksPost:post.title") });
const saves = () => state().log.filter((entry) => entry.operation === "setWorksAudit");
const record = (id: string) => state().db.works.findFirst((q) => q.where({ works_id: id }))!;
const idOf = (search: string) => new URLSearchParams(search).get("id")!;
const ownImageWork = (status: PublishStatus) =>
  state()
    .db.works.all()
    .find(
      (work) =>
        work.works_type === WorksType.ArtCreativity &&
        work.user_id === CREATOR.user_id &&
        work.status === status &&
        !work.deleted,
    );

async function open(route = "/postproduct/image", as: typeof CREATOR | typeof READER = CREATOR) {
  const user = await signIn(as);
  const view = await renderApp(route, { user });
  await screen.findByRole("form", {}, { timeout: 10_000 });
  await screen.findByTestId("upload-queue", {}, { timeout: 10_000 });
  return view;
}

async function addReadyImage() {
  fireEvent.change(screen.getByTestId("upload-queue-input"), {
    target: { files: [pngFile("one.png")] },
  });
  await waitFor(
    () =>
      expect(
        screen
          .getAllByRole("listitem")
          .filter((li) => li.dataset.state)
          .map((li) => li.dataset.state),
      ).toEqual(["ready"]),
    { timeout: 8_000 },
  );
}

describe("image post: autosave and local backup", { timeout: 40_000 }, () => {
  it("autosaves a draft when 5 minutes passed since the last save (checked every 30 s)", async () => {
    vi.useFakeTimers({
      toFake: ["setInterval", "clearInterval", "Date"],
      shouldAdvanceTime: true,
    });
    try {
      const { user, router } = await open();
      expect(screen.getByText(t("editor:savedNever"))).toBeInTheDocument();
      await user.type(title(), "Autosaved dusk");
      await addReadyImage();
      act(() => vi.advanceTimersByTime(4 * 60_000 + 30_000));
      expect(saves()).toHaveLength(0);
      act(() => vi.advanceTimersByTime(60_000));
      await waitFor(() => expect(saves()).toHaveLength(1));
      await waitFor(() => expect(router.state.location.search).toMatch(/^\?id=/));
      const id = idOf(router.state.location.search);
      expect(record(id).copy.works_title).toBe("Autosaved dusk");
      expect(record(id).status).toBe(PublishStatus.Draft);
      // Quiet: no success toast, but the footer tells when it was saved.
      expect(screen.queryByText(t("worksPost:post.saveSuccess"))).not.toBeInTheDocument();
      expect(await screen.findByText(t("editor:savedJustNow"))).toBeInTheDocument();
      expect(title()).toHaveValue("Autosaved dusk");
    } finally {
      vi.useRealTimers();
    }
  });

  it("does not autosave a form its rules refuse (no title)", async () => {
    vi.useFakeTimers({
      toFake: ["setInterval", "clearInterval", "Date"],
      shouldAdvanceTime: true,
    });
    try {
      await open();
      await addReadyImage();
      act(() => vi.advanceTimersByTime(6 * 60_000));
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(saves()).toHaveLength(0);
      // Nothing is marked wrong by a check the author did not ask for.
      expect(screen.queryByText(t("worksPost:post.validation.titleRequired"))).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it("does not autosave a work that is not a draft: its edits stay in the backup", async () => {
    const posted = ownImageWork(PublishStatus.AuditOk) ?? ownImageWork(PublishStatus.Releasing);
    expect(posted).toBeDefined();
    vi.useFakeTimers({
      toFake: ["setInterval", "clearInterval", "Date"],
      shouldAdvanceTime: true,
    });
    try {
      const { user } = await open(`/postproduct/image?id=${posted!.works_id}`);
      await screen.findByDisplayValue(posted!.copy.works_title, {}, { timeout: 5_000 });
      await user.type(title(), "!");
      act(() => vi.advanceTimersByTime(6 * 60_000));
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(saves()).toHaveLength(0);
      await waitFor(() =>
        expect(
          localBackup(imageBackupSlot(posted!.works_id)).load<{ values: { title: string } }>()
            ?.value.values.title,
        ).toBe(`${posted!.copy.works_title}!`),
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it("keeps a local backup of unsaved edits and offers it back; another user never sees it", async () => {
    const first = await open();
    await first.user.type(title(), "Unsaved dusk");
    await waitFor(() =>
      expect(
        localBackup(imageBackupSlot("")).load<{ values: { title: string } }>()?.value.values.title,
      ).toBe("Unsaved dusk"),
    );
    first.unmount();

    const again = await open();
    expect(screen.getByRole("heading", { name: t("editor:restoreTitle") })).toBeInTheDocument();
    expect(title()).toHaveValue("");
    await again.user.click(screen.getByRole("button", { name: t("editor:restore") }));
    expect(title()).toHaveValue("Unsaved dusk");
    expect(screen.getByText(t("editor:unsaved"), { exact: false })).toBeInTheDocument();
    again.unmount();

    await open("/postproduct/image", READER);
    expect(screen.queryByRole("heading", { name: t("editor:restoreTitle") })).toBeNull();
    session.clear();
  });

  it("offers back a backup newer than the saved draft, and Discard forgets it", async () => {
    await signIn(CREATOR);
    const draft = ownImageWork(PublishStatus.Draft)!;
    expect(draft).toBeDefined();
    const kept = {
      title: "Restored dusk",
      tags: [],
      profiles: "",
      images: [],
      params: {},
    };
    localBackup(imageBackupSlot(draft.works_id), CREATOR.user_id).save({ values: kept });
    const first = await open(`/postproduct/image?id=${draft.works_id}`);
    await first.user.click(await screen.findByRole("button", { name: t("editor:restore") }));
    expect(title()).toHaveValue("Restored dusk");
    first.unmount();

    localBackup(imageBackupSlot(draft.works_id), CREATOR.user_id).save({ values: kept });
    const second = await open(`/postproduct/image?id=${draft.works_id}`);
    await second.user.click(await screen.findByRole("button", { name: t("editor:discard") }));
    expect(screen.queryByRole("heading", { name: t("editor:restoreTitle") })).toBeNull();
    expect(title()).toHaveValue(draft.copy.works_title);
    expect(localBackup(imageBackupSlot(draft.works_id)).load()).toBeNull();
  });

  it("a successful save forgets the backup", async () => {
    const { user, router } = await open();
    await user.type(title(), "Saved dusk");
    await addReadyImage();
    await waitFor(() => expect(localBackup(imageBackupSlot("")).load()).not.toBeNull());
    await user.click(screen.getByRole("button", { name: t("worksPost:post.save") }));
    expect(await screen.findByText(t("worksPost:post.saveSuccess"))).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toMatch(/^\?id=/));
    const id = idOf(router.state.location.search);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(localBackup(imageBackupSlot("")).load()).toBeNull();
    expect(localBackup(imageBackupSlot(id)).load()).toBeNull();
    expect(screen.getByText(t("editor:savedJustNow"))).toBeInTheDocument();
  });
});
