/**
 * A failed query shows the translated reason and a Retry that refetches (through the real mutator
 * and the generated query options, against the MSW node server), in both languages.
 */
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { QueryErrorView } from "@/components/states/query-error-view";
import { getGetGlobalTypeDataQueryOptions } from "@/generated/system/system";
import { operations } from "@/generated/operations";
import { initI18n } from "@/lib/i18n";
import commonEn from "@/locales/en/common.json";
import errorsEn from "@/locales/en/errors.json";
import commonZh from "@/locales/zh-cn/common.json";
import errorsZh from "@/locales/zh-cn/errors.json";
import { arm } from "@mocks/testing";
import { server } from "../msw-server";
import { createTestQueryClient } from "../render";

function GlobalConfig() {
  const query = useQuery(getGetGlobalTypeDataQueryOptions({}));
  if (query.isError) {
    return (
      <QueryErrorView
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return <p>{query.isSuccess ? "loaded" : "loading"}</p>;
}

const cases = [
  { language: "en", common: commonEn, errors: errorsEn },
  { language: "zh-cn", common: commonZh, errors: errorsZh },
] as const;

describe("query error view", () => {
  it.each(cases)(
    "HTTP 503 shows the server-problem text and Retry refetches ($language)",
    async ({ language, common, errors }) => {
      await initI18n(language);
      arm("getGlobalTypeData", "http503");
      const user = userEvent.setup();
      render(
        <QueryClientProvider client={createTestQueryClient()}>
          <GlobalConfig />
        </QueryClientProvider>,
      );
      expect(
        await screen.findByRole("heading", { name: common.queryError.title }),
      ).toBeInTheDocument();
      expect(screen.getByRole("alert")).toHaveTextContent(errors.server);
      expect(screen.queryByText(/Simulated/)).not.toBeInTheDocument();
      await user.click(screen.getByRole("button", { name: common.actions.retry }));
      expect(await screen.findByText("loaded")).toBeInTheDocument();
    },
  );

  it("a server's HTML error page is never shown", async () => {
    await initI18n("en");
    server.use(
      http.post(
        operations.getGlobalTypeData.path,
        () =>
          new HttpResponse("<html><body><h1>502 Bad Gateway</h1>nginx</body></html>", {
            status: 502,
            headers: { "Content-Type": "text/html" },
          }),
      ),
    );
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <GlobalConfig />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(errorsEn.server));
    expect(screen.queryByText(/nginx|Bad Gateway/)).not.toBeInTheDocument();
  });
});
