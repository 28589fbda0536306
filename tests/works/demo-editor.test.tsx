/**
 * The demo editor, /application/editworks?id= (creator-programme.md §4, §5, §8),
 * against the mock backend: every rule of §5 with its message (Save checks only the title, Post
 * everything), the platform-dependent URL and game archive, the materials' format, size, count and
 * 16:9 checks, videos and archives as file tiles, save (the URL takes the id) and post to review
 * then demo management, a loaded published demo (Re-post), the not-ready refusal, a failed post
 * that keeps every value, the local backup offered back, and the messages in Chinese.
 */
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { demoBackupSlot } from "@/features/works/components/demo-editor/demo-editor";
import { WorksType } from "@/generated/model/worksType";
import { i18n } from "@/lib/i18n";
import { localBackup } from "@/lib/local-backup";
import { CREATOR } from "@mocks/seed/users";
import { arm, state } from "@mocks/testing";
import { signIn } from "../api-helpers";
import { answerCodeOnce, CODE_WITH_ENTRY, CODE_WITHOUT_ENTRY, serverWordsFor } from "../refusals";
import { renderApp } from "../render";
import { pngFile, stubObjectUrls, shortenUploadTimings } from "../uploads/upload-files";

beforeAll(async () => {
  stubObjectUrls();
  await Promise.all([
    import("@/app/routes/application/editworks"),
    import("@/features/works/components/demo-editor/demo-editor-page"),
    import("@/features/uploads/components/upload-queue"),
    import("@/app/routes/application/main"),
    import("@/components/toaster-impl"),
  ]);
}, 120_000);
shortenUploadTimings();

type Language = "en" | "zh-cn";
const translate = i18n.t.bind(i18n) as unknown as (key: string, options?: object) => string;
const t = (key: string, options?: Record<string, unknown>) => translate(key, options);

async function open(route = "/application/editworks", language: Language = "en") {
  const user = await signIn(CREATOR);
  const view = await renderApp(route, { user, language });
  await screen.findByRole("form", {}, { timeout: 10_000 });
  await waitFor(() => expect(screen.getAllByTestId("upload-queue").length).toBeGreaterThan(0), {
    timeout: 10_000,
  });
  return view;
}

const materials = () => screen.getByRole("region", { name: t("demo:materials") });
const archive = () => screen.getByRole("region", { name: t("demo:archive") });
const inputOf = (region: HTMLElement) =>
  within(region).getByTestId("upload-queue-input") as HTMLInputElement;
const pick = (region: HTMLElement, ...files: File[]) =>
  fireEvent.change(inputOf(region), { target: { files } });
const tilesOf = (region: HTMLElement) =>
  within(region)
    .getAllByRole("listitem")
    .filter((li) => li.dataset.state);
async function allReady(region: () => HTMLElement, count: number) {
  await waitFor(
    () =>
      expect(tilesOf(region()).map((li) => li.dataset.state)).toEqual(Array(count).fill("ready")),
    { timeout: 8_000 },
  );
}
const button = (name: string) => screen.getByRole("button", { name });
const textbox = (name: string) => screen.getByRole("textbox", { name });
const checkbox = (key: "web" | "mac" | "windows") =>
  screen.getByRole("checkbox", { name: t(`demo:platform.${key}`) });
const saves = () => state().log.filter((entry) => entry.operation === "setWorksAudit").length;
const file = (name: string, type = "") => new File(["bytes"], name, { type });

describe("demo editor: the rules", { timeout: 30_000 }, () => {
  it("Post checks every rule; Save checks only the title; nothing is sent while a rule fails", async () => {
    const { user } = await open();
    const before = saves();
    await user.click(button(t("demo:post")));
    for (const key of [
      "titleRequired",
      "introRequired",
      "platformRequired",
      "promotionMaterialsError",
    ])
      expect(await screen.findByText(t(`demo:validation.${key}`))).toBeInTheDocument();
    // Keyboard users land on the first field to fix.
    expect(textbox(t("demo:title"))).toHaveFocus();

    await user.click(button(t("demo:save")));
    expect(await screen.findByText(t("demo:validation.titleRequired"))).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByText(t("demo:validation.platformRequired"))).toBeNull(),
    );
    expect(saves()).toBe(before);

    await user.type(textbox(t("demo:title")), "x".repeat(101));
    expect(screen.getByTestId("demo-title-counter")).toHaveTextContent("101/100");
    expect(
      await screen.findByText(t("demo:validation.titleTooLong", { count: 100 })),
    ).toBeInTheDocument();
    fireEvent.change(textbox(t("demo:intro")), { target: { value: "字".repeat(1001) } });
    expect(screen.getByTestId("demo-intro-counter")).toHaveTextContent("1001/1000");
    expect(
      await screen.findByText(t("demo:validation.introTooLong", { count: 1000 })),
    ).toBeInTheDocument();
    await user.click(button(t("demo:save")));
    expect(saves()).toBe(before);
    // What was typed is kept.
    expect(textbox(t("demo:title"))).toHaveValue("x".repeat(101));
  });

  it("Web asks for a valid demo URL; Mac or Windows for the game archive", async () => {
    const { user } = await open();
    expect(screen.queryByRole("textbox", { name: t("demo:webUrl") })).toBeNull();
    expect(screen.queryByRole("region", { name: t("demo:archive") })).toBeNull();
    await user.click(checkbox("web"));
    await user.type(textbox(t("demo:webUrl")), "not a url");
    await user.click(checkbox("mac"));
    await waitFor(() => expect(archive()).toBeInTheDocument());
    await user.click(button(t("demo:post")));
    expect(await screen.findByText(t("demo:validation.demoUrlError"))).toBeInTheDocument();
    expect(screen.getByText(t("demo:validation.demoError"))).toBeInTheDocument();
    expect(screen.queryByText(t("demo:validation.platformRequired"))).toBeNull();

    // The archive: only the listed formats, one file, shown as a file tile.
    pick(archive(), file("setup.exe"));
    expect(await within(archive()).findByRole("alert")).toHaveTextContent(
      t("uploads:refused.formatFiles", { name: "setup.exe", formats: "RAR, ZIP, GZIP, TAR, 7Z" }),
    );
    pick(archive(), file("game.zip", "application/zip"), file("other.7z"));
    await allReady(archive, 1);
    expect(within(archive()).getByRole("alert")).toHaveTextContent(
      t("uploads:refused.countFiles", { name: "other.7z", count: 1 }),
    );
    expect(tilesOf(archive())[0]).toHaveTextContent("game.zip");
    expect(within(archive()).queryByRole("img")).toBeNull();

    await user.clear(textbox(t("demo:webUrl")));
    await user.type(textbox(t("demo:webUrl")), "https://play.example.com/demo");
    await user.click(button(t("demo:post")));
    await waitFor(() => expect(screen.queryByText(t("demo:validation.demoUrlError"))).toBeNull());
    expect(screen.queryByText(t("demo:validation.demoError"))).toBeNull();
  });

  it("materials: 16:9 within 10 %, pictures at most 30 MB, at most 20; a video is a file tile and never the cover", async () => {
    const { user } = await open();
    const big = pngFile("big.png", 1600, 900);
    // One byte over the spec's 31457280 (the contract's maximum, docs/decisions/0072).
    Object.defineProperty(big, "size", { value: 31457281 });
    pick(materials(), pngFile("square.png", 500, 500), big, file("notes.txt"));
    const alert = await within(materials()).findByRole("alert");
    expect(alert).toHaveTextContent(
      t("uploads:refused.ratio", { name: "square.png", width: 16, height: 9, tolerance: 10 }),
    );
    expect(alert).toHaveTextContent(
      t("uploads:refused.size", { name: "big.png", size: "30.0 MB" }),
    );
    expect(alert).toHaveTextContent(
      t("uploads:refused.formatFiles", {
        name: "notes.txt",
        formats: "JPEG, PNG, JPG, BMP, WEBP, GIF, MP4, AVI, MKV, MOV",
      }),
    );

    // A video alone: a material, but no picture to be the cover.
    pick(materials(), file("trailer.mp4", "video/mp4"));
    await allReady(materials, 1);
    expect(tilesOf(materials())[0]).toHaveTextContent("trailer.mp4");
    expect(tilesOf(materials())[0]!.dataset.cover).toBeUndefined();
    await user.click(button(t("demo:post")));
    expect(await screen.findByText(t("demo:validation.coverRequired"))).toBeInTheDocument();

    // 17:9 is within 10 % of 16:9; the picture becomes the cover.
    pick(materials(), pngFile("wide.png", 1700, 900));
    await allReady(materials, 2);
    expect(tilesOf(materials()).map((li) => li.dataset.cover === "true")).toEqual([false, true]);
    await user.click(button(t("demo:post")));
    await waitFor(() => expect(screen.queryByText(t("demo:validation.coverRequired"))).toBeNull());

    const many = Array.from({ length: 19 }, (_, i) => pngFile(`m${i}.png`, 1600, 900));
    pick(materials(), ...many);
    await waitFor(() =>
      expect(within(materials()).getByRole("alert")).toHaveTextContent(
        t("uploads:refused.countFiles", { name: "m18.png", count: 20 }),
      ),
    );
  });
});

describe("demo editor: saving and posting", { timeout: 40_000 }, () => {
  it("saves a draft (the URL takes the id), posts it with Web and a URL for review, then goes to demo management", async () => {
    const { user, router } = await open();
    await user.type(textbox(t("demo:title")), "Neon Detective");
    await user.click(button(t("demo:save")));
    expect(await screen.findByText(t("demo:saveSuccess"))).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toMatch(/^\?id=/));
    const id = new URLSearchParams(router.state.location.search).get("id")!;
    expect(screen.getByText(t("authoring:audit.draft"))).toBeInTheDocument();

    await user.type(textbox(t("demo:intro")), "Question suspects played by language models.");
    await user.click(checkbox("web"));
    await user.type(textbox(t("demo:webUrl")), "https://play.example.com/neon");
    pick(materials(), pngFile("shot.png", 1920, 1080));
    await allReady(materials, 1);
    await user.click(button(t("demo:post")));
    expect(await screen.findByText(t("demo:postSuccess"))).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe("/application/main"), {
      timeout: 10_000,
    });
    expect(router.state.location.search).toBe("?tab=0");

    const record = state().db.works.findFirst((q) => q.where({ works_id: id }))!;
    expect(record.works_type).toBe(WorksType.GameDemo);
    expect(record.status).toBe(1);
    expect(record.copy.other_data?.game_web_url).toBe("https://play.example.com/neon");
    expect(record.copy.other_data?.medias?.cover?.url).toMatch(/^http/);
    expect(record.copy.other_data?.medias?.pictures).toHaveLength(1);
  });

  it("a published demo loads with its values; Save is hidden and Post reads Re-post", async () => {
    const demo = state()
      .db.works.all()
      .find(
        (record) =>
          record.works_type === WorksType.GameDemo &&
          record.user_id === CREATOR.user_id &&
          record.status === 3 &&
          !record.deleted,
      )!;
    await open(`/application/editworks?id=${demo.works_id}`);
    expect(await screen.findByDisplayValue(demo.copy.works_title)).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(t("demo:editHeading"));
    expect(screen.queryByRole("button", { name: t("demo:save") })).toBeNull();
    expect(button(t("demo:repost"))).toBeInTheDocument();
    expect(screen.getByText(t("authoring:audit.published"))).toBeInTheDocument();
    for (const platform of demo.copy.base_data?.platform ?? []) {
      const key = platform === 2 ? "web" : platform === 1 ? "mac" : "windows";
      expect(checkbox(key)).toBeChecked();
    }
  });

  it("an image work's id or an unknown id shows not-found", async () => {
    const image = state()
      .db.works.all()
      .find((r) => r.works_type === WorksType.ArtCreativity && r.user_id === CREATOR.user_id)!;
    const user = await signIn(CREATOR);
    for (const id of [image.works_id, "999999999"]) {
      const view = await renderApp(`/application/editworks?id=${id}`, { user });
      expect(await screen.findByTestId("not-found", {}, { timeout: 10_000 })).toBeInTheDocument();
      expect(screen.queryByRole("form")).toBeNull();
      view.unmount();
    }
  });

  it("a failed post shows the post error with the server's reason and keeps every value", async () => {
    const { user } = await open();
    await user.type(textbox(t("demo:title")), "Kept");
    await user.type(textbox(t("demo:intro")), "Still here.");
    await user.click(checkbox("web"));
    await user.type(textbox(t("demo:webUrl")), "https://play.example.com/kept");
    pick(materials(), pngFile("shot.png", 1920, 1080));
    await allReady(materials, 1);
    arm("setWorksAudit", "http503");
    await user.click(button(t("demo:post")));
    expect(
      await screen.findByText(t("demo:postError", { reason: t("errors:server") })),
    ).toBeInTheDocument();
    expect(textbox(t("demo:title"))).toHaveValue("Kept");
    expect(textbox(t("demo:webUrl"))).toHaveValue("https://play.example.com/kept");
    expect(tilesOf(materials())).toHaveLength(1);
  });

  it.each([
    ["en", CODE_WITH_ENTRY],
    ["en", CODE_WITHOUT_ENTRY],
    ["zh-cn", CODE_WITH_ENTRY],
    ["zh-cn", CODE_WITHOUT_ENTRY],
  ] as const)(
    "%s: a post refused with code %i shows the post error with the server's message (creator-programme.md §8)",
    async (language, code) => {
      const { user } = await open("/application/editworks", language);
      await user.type(textbox(t("demo:title")), "Refused");
      await user.type(textbox(t("demo:intro")), "Kept.");
      await user.click(checkbox("web"));
      await user.type(textbox(t("demo:webUrl")), "https://play.example.com/refused");
      pick(materials(), pngFile("shot.png", 1920, 1080));
      await allReady(materials, 1);
      answerCodeOnce("setWorksAudit", code);
      // The form's own Post (the Chinese header's publish menu has the same name).
      await user.click(
        within(screen.getByRole("form")).getByRole("button", { name: t("demo:post") }),
      );
      const reason =
        code === CODE_WITH_ENTRY ? t(`codes:${CODE_WITH_ENTRY}`) : serverWordsFor(code, language);
      expect(await screen.findByText(t("demo:postError", { reason }))).toBeInTheDocument();
      expect(textbox(t("demo:title"))).toHaveValue("Refused");
    },
  );

  it("saving while a file is not ready says so and sends nothing", async () => {
    const { user } = await open();
    await user.type(textbox(t("demo:title")), "Slow");
    arm("fileUpload", "http500");
    pick(materials(), pngFile("fails.png", 1600, 900));
    await waitFor(() => expect(tilesOf(materials())[0]!.dataset.state).toBe("failed"), {
      timeout: 8_000,
    });
    const before = saves();
    await user.click(button(t("demo:save")));
    expect(await screen.findByText(t("uploads:notReady"))).toBeInTheDocument();
    expect(saves()).toBe(before);
  });

  it("offers back a local backup newer than the saved copy, and restores it", async () => {
    await signIn(CREATOR);
    const draft = state()
      .db.works.all()
      .find(
        (record) =>
          record.works_type === WorksType.GameDemo &&
          record.user_id === CREATOR.user_id &&
          record.status === 0 &&
          !record.deleted,
      )!;
    localBackup(demoBackupSlot(draft.works_id), CREATOR.user_id).save({
      values: {
        title: "Restored title",
        profiles: "",
        tags: [],
        platforms: [],
        webUrl: "",
        archive: [],
        materials: [],
      },
    });
    const { user } = await open(`/application/editworks?id=${draft.works_id}`);
    await user.click(await screen.findByRole("button", { name: t("editor:restore") }));
    expect(textbox(t("demo:title"))).toHaveValue("Restored title");
    expect(screen.getByText(t("editor:unsaved"), { exact: false })).toBeInTheDocument();
  });

  it("shows the rules' messages in Chinese", async () => {
    const { user } = await open("/application/editworks", "zh-cn");
    await user.click(within(screen.getByRole("form")).getByRole("button", { name: "发布" }));
    expect(await screen.findByText("请输入标题。")).toBeInTheDocument();
    expect(screen.getByText("请至少选择一个平台：Web、Mac 或 Windows。")).toBeInTheDocument();
    expect(screen.getByText("请至少上传一个宣传素材。")).toBeInTheDocument();
  });
});
