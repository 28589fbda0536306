/**
 * The upload queue on the image post page (platform.md §4, §5; portal.md
 * §2.8, §4, §5, §8), against the mock backend: uploads one at a time to ready, the cover rules,
 * the checks before uploading, an upload armed to fail then retried, cancelling, saving while an
 * image is not ready, the form's rules, save (URL takes the id), reload, post (under review, then
 * /personal/home), and save/post failures in both languages.
 */
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { i18n } from "@/lib/i18n";
import { FULL_HD, IMAGE_WORK_PICTURE_MAX_BYTES } from "@/lib/upload-limits";
import { CREATOR } from "@mocks/seed/users";
import { arm, state } from "@mocks/testing";
import { signIn } from "../api-helpers";
import { renderApp } from "../render";
import { pngFile, stubObjectUrls, shortenUploadTimings } from "./upload-files";

beforeAll(async () => {
  stubObjectUrls();
  // The page and the queue load after the route (lazy): compiled once, before the time limits.
  await Promise.all([
    import("@/app/routes/postproduct/image"),
    import("@/features/works/components/post-image/post-image-page"),
    import("@/features/uploads/components/upload-queue"),
    import("@/app/routes/personal/home"),
    import("@/components/toaster-impl"),
  ]);
}, 120_000);
shortenUploadTimings();

type Language = "en" | "zh-cn";

async function open(route = "/postproduct/image", language: Language = "en") {
  const user = await signIn(CREATOR);
  const view = await renderApp(route, { user, language });
  await screen.findByRole("form", {}, { timeout: 10_000 });
  // The queue loads after the page (docs/decisions/0034).
  await screen.findByTestId("upload-queue", {}, { timeout: 10_000 });
  return view;
}

// Keys built at run time (the catalogue's types cover only literal keys).
const translate = i18n.t.bind(i18n) as unknown as (key: string, options?: object) => string;
const t = (key: string, options?: Record<string, unknown>) => translate(key, options);
const form = () => within(screen.getByRole("form"));
const queue = () => screen.getByTestId("upload-queue");
const input = () => screen.getByTestId("upload-queue-input") as HTMLInputElement;
const pick = (...files: File[]) => fireEvent.change(input(), { target: { files } });
const tiles = () =>
  within(queue())
    .getAllByRole("listitem")
    .filter((li) => li.dataset.state);
const states = () => tiles().map((li) => li.dataset.state);
const covers = () => tiles().map((li) => li.dataset.cover === "true");

async function allReady(count: number) {
  await waitFor(
    () => {
      expect(states()).toEqual(Array(count).fill("ready"));
    },
    { timeout: 8_000 },
  );
}

describe("image post: the upload queue", { timeout: 30_000 }, () => {
  it("uploads one at a time to ready; the first is the cover, another can be chosen, deleting the cover moves it to the first", async () => {
    const { user } = await open();
    const seen = new Set<string>();
    const observer = new MutationObserver(() => {
      const uploading = tiles().filter((li) => li.dataset.state === "uploading").length;
      expect(uploading).toBeLessThanOrEqual(1);
      states().forEach((s) => s && seen.add(s));
    });
    observer.observe(queue(), { subtree: true, attributes: true, childList: true });
    pick(pngFile("one.png"), pngFile("two.png"), pngFile("three.png"));
    await allReady(3);
    observer.disconnect();
    expect(seen).toEqual(new Set(["wait", "uploading", "success", "ready"]));
    expect(covers()).toEqual([true, false, false]);

    await user.click(
      screen.getByRole("button", { name: t("uploads:setCover", { name: "two.png" }) }),
    );
    expect(covers()).toEqual([false, true, false]);
    await user.click(
      screen.getByRole("button", { name: t("uploads:delete", { name: "two.png" }) }),
    );
    expect(tiles().map((li) => within(li).getByRole("img").getAttribute("alt"))).toEqual([
      "one.png",
      "three.png",
    ]);
    expect(covers()).toEqual([true, false]);
    // The mock received the bytes: the image URL serves them.
    const url = within(tiles()[0]!).getByRole("img").getAttribute("src")!;
    const served = await fetch(new URL(url, location.origin));
    expect(served.status).toBe(200);
  });

  it("accepts a picture of exactly the size limit and pictures of 1080P either way (portal.md §5: at most)", async () => {
    await open();
    const exact = pngFile("exact.png");
    Object.defineProperty(exact, "size", { value: IMAGE_WORK_PICTURE_MAX_BYTES });
    pick(
      exact,
      pngFile("landscape.png", FULL_HD.long, FULL_HD.short),
      pngFile("portrait.png", FULL_HD.short, FULL_HD.long),
    );
    await allReady(3);
    expect(within(queue()).queryByRole("alert")).toBeNull();
  });

  it("refuses a wrong format, a file over the size limit, a picture over 1080P and files past the count, with the spec's messages", async () => {
    await open();
    const big = pngFile("big.png");
    Object.defineProperty(big, "size", { value: IMAGE_WORK_PICTURE_MAX_BYTES + 1 });
    pick(
      new File(["GIF89a"], "anim.gif", { type: "image/gif" }),
      big,
      new File(["x"], "fake.png"),
      pngFile("wide.png", FULL_HD.long + 1, FULL_HD.short),
    );
    const alert = await within(queue()).findByRole("alert");
    expect(alert).toHaveTextContent(
      t("uploads:refused.format", { name: "anim.gif", formats: "JPEG, PNG, JPG" }),
    );
    expect(alert).toHaveTextContent(
      t("uploads:refused.size", { name: "big.png", size: "29.6 MB" }),
    );
    // Not a picture despite its name: refused as a format error, before any upload.
    expect(alert).toHaveTextContent(
      t("uploads:refused.format", { name: "fake.png", formats: "JPEG, PNG, JPG" }),
    );
    await waitFor(() =>
      expect(alert).toHaveTextContent(
        t("uploads:refused.pixels", { name: "wide.png", long: 1920, short: 1080 }),
      ),
    );
    expect(tiles()).toHaveLength(0);

    const many = Array.from({ length: 21 }, (_, i) => pngFile(`p${i}.png`));
    pick(...many);
    const countAlert = await within(queue()).findByRole("alert");
    await waitFor(() =>
      expect(countAlert).toHaveTextContent(
        t("uploads:refused.count", { name: "p20.png", count: 20 }),
      ),
    );
    expect(tiles()).toHaveLength(20);
  });

  it("an upload armed to fail is marked failed with its message, and retrying uploads it", async () => {
    const { user } = await open();
    arm("fileUpload", "http500");
    pick(pngFile("fails.png"));
    await waitFor(() => expect(states()).toEqual(["failed"]), { timeout: 8_000 });
    expect(within(queue()).getByRole("alert")).toHaveTextContent(t("uploads:failed.send"));
    await user.click(
      screen.getByRole("button", { name: t("uploads:retry", { name: "fails.png" }) }),
    );
    await allReady(1);

    arm("initUploadLsCos", "http503");
    pick(pngFile("reserve.png"));
    await waitFor(() => expect(states()).toEqual(["ready", "failed"]), { timeout: 8_000 });
    expect(within(queue()).getByRole("alert")).toHaveTextContent(t("errors:server"));
  });

  it("cancels an upload in flight: the request is aborted and the image leaves the queue", async () => {
    const { user } = await open();
    arm("fileUpload", "delay3000");
    pick(pngFile("slow.png"), pngFile("next.png"));
    await waitFor(() => expect(states()).toEqual(["uploading", "wait"]));
    // The bytes are on their way once the armed delay is taken (the request sits in it).
    await waitFor(() => expect(state().faults.list()).toEqual([]));
    await user.click(
      screen.getByRole("button", { name: t("uploads:cancel", { name: "slow.png" }) }),
    );
    // The next one starts at once and finishes; the cancelled one never arrives.
    await allReady(1);
    expect(within(tiles()[0]!).getByRole("img").getAttribute("alt")).toBe("next.png");
  });

  it("saving while an image is not ready says so and sends nothing", async () => {
    const { user } = await open();
    await user.type(screen.getByRole("textbox", { name: t("worksPost:post.title") }), "Dusk");
    arm("fileUpload", "delay5000");
    pick(pngFile("slow.png"));
    await waitFor(() => expect(states()).toEqual(["uploading"]));
    const before = state().log.filter((e) => e.operation === "setWorksAudit").length;
    await user.click(form().getByRole("button", { name: t("worksPost:post.save") }));
    expect(await screen.findByText(t("uploads:notReady"))).toBeInTheDocument();
    expect(state().log.filter((e) => e.operation === "setWorksAudit")).toHaveLength(before);
  });
});

describe("image post: the form", { timeout: 30_000 }, () => {
  for (const language of ["en", "zh-cn"] as const) {
    it(`validates title, tags and introduction (${language})`, async () => {
      const { user } = await open("/postproduct/image", language);
      await user.click(form().getByRole("button", { name: t("worksPost:post.post") }));
      expect(
        await screen.findByText(t("worksPost:post.validation.titleRequired")),
      ).toBeInTheDocument();
      expect(screen.getByText(t("worksPost:post.validation.imagesRequired"))).toBeInTheDocument();

      const title = screen.getByRole("textbox", { name: t("worksPost:post.title") });
      await user.type(title, "x".repeat(41));
      expect(screen.getByTestId("post-title-counter")).toHaveTextContent("41/40");
      expect(
        await screen.findByText(t("worksPost:post.validation.titleTooLong", { count: 40 })),
      ).toBeInTheDocument();

      const tags = screen.getByRole("textbox", { name: t("authoring:tags.label") });
      await user.type(tags, "   {Enter}");
      expect(screen.queryByRole("list", { name: t("authoring:tags.label") })).toBeNull();
      await user.type(tags, `${"t".repeat(31)}{Enter}`);
      expect(screen.getByText(t("authoring:tags.tooLong", { count: 30 }))).toBeInTheDocument();
      await user.clear(tags);
      for (const tag of ["a", "b", "c", "d", "e"]) await user.type(tags, `${tag}{Enter}`);
      await user.type(tags, "a{Enter}");
      expect(screen.getByText(t("authoring:tags.duplicate"))).toBeInTheDocument();
      await user.clear(tags);
      await user.type(tags, "f");
      await user.tab();
      expect(screen.getByText(t("authoring:tags.limit", { count: 5 }))).toBeInTheDocument();
      expect(
        within(screen.getByRole("list", { name: t("authoring:tags.label") })).getAllByRole(
          "listitem",
        ),
      ).toHaveLength(5);

      const intro = screen.getByRole("textbox", { name: t("worksPost:post.intro") });
      expect(intro).toHaveAttribute("rows", "6");
      fireEvent.change(intro, { target: { value: "字".repeat(1001) } });
      expect(screen.getByTestId("post-intro-counter")).toHaveTextContent("1001/1000");
      expect(
        await screen.findByText(t("worksPost:post.validation.introTooLong", { count: 1000 })),
      ).toBeInTheDocument();
    });
  }

  it("saves a draft (the URL takes the id), reloads it with its parameters, posts it for review and moves on", async () => {
    const { user, router, unmount } = await open();
    await user.type(screen.getByRole("textbox", { name: t("worksPost:post.title") }), "Dusk");
    await user.type(screen.getByRole("textbox", { name: t("authoring:tags.label") }), "sky{Enter}");
    pick(pngFile("one.png", 800, 600), pngFile("two.png", 600, 800));
    await allReady(2);
    await user.click(
      screen.getByText(t("worksPost:post.params.image", { index: 2, name: "two.png" })),
    );
    await user.type(
      screen.getAllByRole("textbox", { name: t("worksDetail:parameters.prompt") })[1]!,
      "a dusky sky",
    );
    await user.type(
      screen.getAllByRole("textbox", { name: t("worksDetail:parameters.seed") })[1]!,
      "42",
    );
    await user.click(form().getByRole("button", { name: t("worksPost:post.save") }));
    expect(await screen.findByText(t("worksPost:post.saveSuccess"))).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toMatch(/^\?id=/), {
      timeout: 5_000,
    });
    expect(screen.getByText(t("authoring:audit.draft"))).toBeInTheDocument();
    const id = new URLSearchParams(router.state.location.search).get("id")!;

    // A fresh page for that id shows everything again.
    unmount();
    const again = await open(`/postproduct/image?id=${id}`);
    expect(await screen.findByDisplayValue("Dusk", {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByRole("list", { name: t("authoring:tags.label") })).toHaveTextContent("sky");
    await allReady(2);
    expect(covers()).toEqual([true, false]);
    const second = t("worksPost:post.params.image", { index: 2, name: "" });
    await again.user.click(screen.getByText((text) => text.startsWith(second)));
    expect(
      screen.getAllByRole("textbox", { name: t("worksDetail:parameters.prompt") })[1],
    ).toHaveValue("a dusky sky");

    await again.user.click(form().getByRole("button", { name: t("worksPost:post.post") }));
    expect(await screen.findByText(t("worksPost:post.postSuccess"))).toBeInTheDocument();
    await waitFor(() => expect(again.router.state.location.pathname).toBe("/personal/home"), {
      timeout: 10_000,
    });
  });

  for (const language of ["en", "zh-cn"] as const) {
    it(`shows the save-error and post-error messages, keeping what was typed (${language})`, async () => {
      const { user } = await open("/postproduct/image", language);
      await user.type(screen.getByRole("textbox", { name: t("worksPost:post.title") }), "Kept");
      pick(pngFile("one.png"));
      await allReady(1);
      arm("setWorksAudit", "http500");
      await user.click(form().getByRole("button", { name: t("worksPost:post.save") }));
      expect(
        await screen.findByText(t("worksPost:post.saveError", { reason: t("errors:server") })),
      ).toBeInTheDocument();
      arm("setWorksAudit", "offline");
      await user.click(form().getByRole("button", { name: t("worksPost:post.post") }));
      expect(
        await screen.findByText(t("worksPost:post.postError", { reason: t("errors:network") })),
      ).toBeInTheDocument();
      expect(screen.getByRole("textbox", { name: t("worksPost:post.title") })).toHaveValue("Kept");
      expect(states()).toEqual(["ready"]);
    });
  }
});
