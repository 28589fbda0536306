/**
 * A lazy part of a page (lazyPart, with LoadBoundary): its fallback while its code loads; when the
 * code does not arrive, the part alone says so, in the user's language, with a Retry that loads it
 * again, and the rest of the page stays; `preload` fetches the code once, before the part renders.
 */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ComponentType } from "react";
import { describe, expect, it, vi } from "vitest";
import { lazyPart } from "@/components/states/lazy-part";
import { QueryErrorView } from "@/components/states/query-error-view";
import { initI18n } from "@/lib/i18n";
import commonEn from "@/locales/en/common.json";
import errorsEn from "@/locales/en/errors.json";
import commonZh from "@/locales/zh-cn/common.json";
import errorsZh from "@/locales/zh-cn/errors.json";

const cases = [
  { language: "en", common: commonEn, errors: errorsEn },
  { language: "zh-cn", common: commonZh, errors: errorsZh },
] as const;

type Gallery = ComponentType<{ name: string }>;
const Gallery: Gallery = ({ name }) => <p>the gallery of {name}</p>;
const chunkMissing = () => new TypeError("Failed to fetch dynamically imported module");

const partOf = (load: () => Promise<Gallery>) =>
  lazyPart(load, {
    fallback: ({ name }) => <p>loading {name}</p>,
    failed: (retry, error) => <QueryErrorView error={error} onRetry={retry} />,
  });

const page = (Part: Gallery) => (
  <main>
    <h1>The page</h1>
    <Part name="Ada" />
  </main>
);

describe("lazyPart", () => {
  it.each(cases)("a part whose code fails shows Retry and loads on it ($language)", async (c) => {
    await initI18n(c.language);
    // Its first load fails as a chunk that is not there; the second arrives.
    const load = vi
      .fn<() => Promise<Gallery>>()
      .mockRejectedValueOnce(chunkMissing())
      .mockResolvedValue(Gallery);
    const Part = partOf(load);
    const user = userEvent.setup();
    render(page(Part));

    expect(screen.getByText("loading Ada")).toBeInTheDocument();
    expect(await screen.findByText(c.common.queryError.title)).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(c.errors.requestFailed);
    expect(screen.getByRole("heading", { level: 1, name: "The page" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: c.common.actions.retry }));
    expect(await screen.findByText("the gallery of Ada")).toBeInTheDocument();
    expect(screen.queryByText(c.common.queryError.title)).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("preload fetches the code once, and the part then renders from it", async () => {
    const load = vi.fn<() => Promise<Gallery>>().mockResolvedValue(Gallery);
    const Part = partOf(load);
    Part.preload();
    Part.preload();
    expect(load).toHaveBeenCalledTimes(1);

    render(page(Part));
    expect(await screen.findByText("the gallery of Ada")).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("a failed preload is forgotten: the part loads its code again", async () => {
    const load = vi
      .fn<() => Promise<Gallery>>()
      .mockRejectedValueOnce(chunkMissing())
      .mockResolvedValue(Gallery);
    const Part = partOf(load);
    Part.preload();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await Promise.resolve();

    render(page(Part));
    expect(await screen.findByText("the gallery of Ada")).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
