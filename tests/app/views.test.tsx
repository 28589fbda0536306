/** The shared views: letter avatar, no-permission page, empty-data view. */
import { render, screen } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { createMemoryRouter, data, RouterProvider } from "react-router";
import { RouteErrorBoundary } from "@/app/route-error";
import { beforeAll, describe, expect, it } from "vitest";
import { colourOf, initialOf, LetterAvatar } from "@/components/avatar/user-avatar";
import { EmptyState } from "@/components/states/empty-state";
import { NoPermissionView } from "@/components/states/no-permission-view";
import { initI18n } from "@/lib/i18n";
import { createTestQueryClient } from "../render";

const inRouter = (element: React.ReactElement) =>
  render(<RouterProvider router={createMemoryRouter([{ path: "*", element }])} />);

describe("letter avatar", () => {
  it("draws the first character of the name locally", () => {
    expect(initialOf("creator")).toBe("C");
    expect(initialOf("  émile")).toBe("É");
    expect(initialOf("张三")).toBe("张");
    expect(initialOf("👍🏽 fan")).toBe("👍🏽");
    expect(initialOf("")).toBe("?");
    expect(colourOf("creator")).toBe(colourOf("creator"));
    render(<LetterAvatar name="reader" size={40} label="Reader" />);
    const avatar = screen.getByRole("img", { name: "Reader" });
    expect(avatar).toHaveTextContent("R");
    expect(avatar).toHaveAttribute("width", "40");
    // eslint-disable-next-line testing-library/no-node-access -- drawn locally: no image element, no link
    expect(avatar.querySelector("image, [href]")).toBeNull();
  });
});

describe("views", () => {
  beforeAll(async () => {
    await initI18n("en");
  });

  it("the no-permission page has a heading and a way home", () => {
    inRouter(<NoPermissionView />);
    expect(screen.getByRole("heading", { level: 1, name: "No permission" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/gate");
  });

  it("the empty-data view's home action goes to /guide", () => {
    inRouter(<EmptyState />);
    expect(screen.getByRole("heading", { name: "No data" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to home" })).toHaveAttribute("href", "/guide");
  });
});

describe("route error boundary", () => {
  beforeAll(async () => {
    await initI18n("en");
  });

  const failing = (status: number) =>
    createMemoryRouter([
      {
        path: "*",
        ErrorBoundary: RouteErrorBoundary,
        loader: () => {
          throw data(null, { status });
        },
        Component: () => null,
      },
    ]);

  it.each([
    [403, "No permission"],
    [404, "Page not found"],
    [500, "Something went wrong"],
  ])("a loader's %d shows %s, with the navigation", async (status, title) => {
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <RouterProvider router={failing(status)} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole("heading", { level: 1, name: title })).toBeInTheDocument();
    expect(await screen.findByRole("navigation", { name: "Main navigation" })).toBeInTheDocument();
  });
});
