/**
 * A lazy part of a page whose code does not arrive (LoadBoundary): the part alone says so, in the
 * user's language, with a Retry that loads it again; the rest of the page stays.
 */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { lazy, Suspense } from "react";
import { describe, expect, it, vi } from "vitest";
import { LoadBoundary } from "@/components/states/load-boundary";
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

describe("LoadBoundary", () => {
  it.each(cases)("a part whose code fails shows Retry and loads on it ($language)", async (c) => {
    await initI18n(c.language);
    // Its first load fails as a chunk that is not there; the second arrives.
    const load = vi
      .fn<() => Promise<{ default: () => React.JSX.Element }>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
      .mockResolvedValue({ default: () => <p>the gallery</p> });
    let Part = lazy(load);
    const user = userEvent.setup();
    render(
      <main>
        <h1>The page</h1>
        <LoadBoundary
          onRetry={() => {
            Part = lazy(load);
          }}
          failed={(retry, error) => <QueryErrorView error={error} onRetry={retry} />}
        >
          {() => (
            <Suspense fallback={<p>loading</p>}>
              <Part />
            </Suspense>
          )}
        </LoadBoundary>
      </main>,
    );

    expect(await screen.findByText(c.common.queryError.title)).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(c.errors.requestFailed);
    expect(screen.getByRole("heading", { level: 1, name: "The page" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: c.common.actions.retry }));
    expect(await screen.findByText("the gallery")).toBeInTheDocument();
    expect(screen.queryByText(c.common.queryError.title)).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
