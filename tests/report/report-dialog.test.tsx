/**
 * The shared report dialog (platform.md §2, §5, §8), opened from the test page through the report
 * bus, with MSW answering the complaint call.
 */
import { act, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { clearToasts } from "@/components/toaster";
import { openReport } from "@/lib/report-bus";
import { session } from "@/lib/session";
import { server } from "../msw-server";
import { creator } from "../fixture-user";
import { expectPath, renderApp } from "../render";

const COMPLAINT = "/api/basesys/user/complaint";

function answerComplaint(answer: { code: number } | "http500" | "network") {
  const bodies: unknown[] = [];
  server.use(
    http.post(COMPLAINT, async ({ request }) => {
      bodies.push(await request.json());
      if (answer === "network") return HttpResponse.error();
      if (answer === "http500") return new HttpResponse(null, { status: 500 });
      return HttpResponse.json({ code: answer.code, message: `code ${answer.code}`, data: {} });
    }),
  );
  return bodies;
}

/** Whether the focus is inside the element: where the focus is, is the subject of these tests. */
// eslint-disable-next-line testing-library/no-node-access
const holdsFocus = (element: HTMLElement) => element.contains(document.activeElement);

async function openDialog(language: "en" | "zh-cn" = "en") {
  const view = await renderApp("/__test/report", { user: creator, language });
  await view.user.click(
    await screen.findByRole("button", {
      name: language === "en" ? "Report test item" : "举报测试内容",
    }),
  );
  const dialog = await screen.findByRole("dialog", {}, { timeout: 5000 });
  return { ...view, dialog };
}

async function fillAndSubmit(
  app: Awaited<ReturnType<typeof openDialog>>,
  reason = "Spam ads",
  text = "Advertising",
) {
  const { user, dialog } = app;
  await user.click(within(dialog).getByRole("radio", { name: reason }));
  await user.type(within(dialog).getByRole("textbox", { name: "Description" }), text);
  await user.click(within(dialog).getByRole("button", { name: "Submit" }));
}

afterEach(async () => {
  await clearToasts();
});

describe("report dialog", () => {
  it("shows reasons 1-9, a 5-row description with a live counter, labelled and focused inside", async () => {
    const { dialog, user } = await openDialog();
    expect(dialog).toHaveAccessibleName("Report");
    const radios = within(dialog).getAllByRole("radio");
    expect(radios.map((radio) => (radio as HTMLInputElement).value)).toEqual([
      "1",
      "2",
      "3",
      "4",
      "5",
      "6",
      "7",
      "8",
      "9",
    ]);
    expect(within(dialog).getByRole("radio", { name: "Cyber violence" })).toBeInTheDocument();
    const textarea = within(dialog).getByRole("textbox", { name: "Description" });
    expect(textarea).toHaveAttribute("rows", "5");
    expect(within(dialog).getByTestId("report-counter")).toHaveTextContent("0/500");
    await user.type(textarea, "héllo 👍🏽");
    // grapheme clusters: h é l l o space 👍🏽 = 7
    expect(within(dialog).getByTestId("report-counter")).toHaveTextContent("7/500");
    await waitFor(() => expect(holdsFocus(dialog)).toBe(true));
  });

  it("code 0: sends the report, shows Report sent and closes", async () => {
    const bodies = answerComplaint({ code: 0 });
    const app = await openDialog();
    await fillAndSubmit(app);
    expect(await screen.findByText("Report sent")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(bodies).toEqual([
      {
        c_type: 100,
        g_id: "1",
        options: { source: "report-test-page" },
        c_type_sub: 2,
        content: "Advertising",
      },
    ]);
  });

  it("code 1501: shows the already-reported message and closes", async () => {
    answerComplaint({ code: 1501 });
    const app = await openDialog();
    await fillAndSubmit(app);
    expect(await screen.findByText("You have already reported this content.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("code 1502: shows the success message and closes", async () => {
    answerComplaint({ code: 1502 });
    const app = await openDialog();
    await fillAndSubmit(app);
    expect(await screen.findByText("Report sent")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it.each(["http500", "network"] as const)(
    "a failure (%s) shows System error, try again later and stays open",
    async (failure) => {
      answerComplaint(failure);
      const app = await openDialog();
      await fillAndSubmit(app);
      expect(await screen.findByText("System error, try again later")).toBeInTheDocument();
      expect(screen.getByRole("dialog")).toBeInTheDocument();
      // Sending again is the retry: the form is neither stuck "submitting" nor emptied.
      const submit = within(app.dialog).getByRole("button", { name: "Submit" });
      await waitFor(() => expect(submit).toBeEnabled());
      expect(within(app.dialog).getByRole("button", { name: "Cancel" })).toBeEnabled();
      answerComplaint({ code: 0 });
      await app.user.click(submit);
      expect(await screen.findByText("Report sent")).toBeInTheDocument();
    },
  );

  it("another result code is a failure too", async () => {
    answerComplaint({ code: 9999 });
    const app = await openDialog();
    await fillAndSubmit(app);
    expect(await screen.findByText("System error, try again later")).toBeInTheDocument();
  });

  it("requires a reason and a description", async () => {
    const bodies = answerComplaint({ code: 0 });
    const { dialog, user } = await openDialog();
    await user.click(within(dialog).getByRole("button", { name: "Submit" }));
    expect(await within(dialog).findByText("Please choose a reason.")).toBeInTheDocument();
    expect(within(dialog).getByText("Please describe the problem.")).toBeInTheDocument();
    await user.type(within(dialog).getByRole("textbox", { name: "Description" }), "   ");
    await user.click(within(dialog).getByRole("radio", { name: "Infringement" }));
    await user.click(within(dialog).getByRole("button", { name: "Submit" }));
    expect(await within(dialog).findByText("Please describe the problem.")).toBeInTheDocument();
    expect(within(dialog).queryByText("Please choose a reason.")).not.toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it("allows at most 500 characters, counted as graphemes", async () => {
    const bodies = answerComplaint({ code: 0 });
    const { dialog, user } = await openDialog();
    const textarea = within(dialog).getByRole("textbox", { name: "Description" });
    await user.click(within(dialog).getByRole("radio", { name: "Unfriendly" }));
    // 500 family emojis (each several code points) are 500 characters: accepted
    await user.click(textarea);
    await user.paste("👨‍👩‍👧".repeat(500));
    expect(within(dialog).getByTestId("report-counter")).toHaveTextContent("500/500");
    expect(
      within(dialog).queryByText("The description can be at most 500 characters."),
    ).not.toBeInTheDocument();
    await user.type(textarea, "x");
    expect(within(dialog).getByTestId("report-counter")).toHaveTextContent("501/500");
    expect(
      await within(dialog).findByText("The description can be at most 500 characters."),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Submit" }));
    expect(bodies).toHaveLength(0);
    await user.type(textarea, "{Backspace}");
    await user.click(within(dialog).getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(bodies).toHaveLength(1));
  });

  it("cancel closes without sending; reopening starts empty", async () => {
    const bodies = answerComplaint({ code: 0 });
    const { dialog, user } = await openDialog();
    await user.type(within(dialog).getByRole("textbox", { name: "Description" }), "draft");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await user.click(screen.getByRole("button", { name: "Report test item" }));
    const again = await screen.findByRole("dialog");
    expect(within(again).getByRole("textbox", { name: "Description" })).toHaveValue("");
    expect(bodies).toHaveLength(0);
  });

  it("takes the focus, and Escape closes it", async () => {
    const { user, dialog } = await openDialog();
    await waitFor(() => expect(holdsFocus(dialog)).toBe(true), {
      timeout: 3000,
    });
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("is translated", async () => {
    const { dialog } = await openDialog("zh-cn");
    expect(dialog).toHaveAccessibleName("举报");
    expect(within(dialog).getByRole("radio", { name: "网络暴力" })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "提交" })).toBeInTheDocument();
  });

  it("needs login: a visitor goes to sign-in, the page remembered", async () => {
    const { router, user } = await renderApp("/__test/report");
    await user.click(await screen.findByRole("button", { name: "Report test item" }));
    await expectPath(router, "/account/login");
    expect(session.getReturnPath()).toBe("/__test/report");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("opens from anywhere through the report bus", async () => {
    answerComplaint({ code: 0 });
    await renderApp("/knowledge/home", { user: creator });
    await act(async () => openReport({ c_type: 200, g_id: "77" }));
    // The dialog's code and catalogue load on this first use.
    expect(await screen.findByRole("dialog", {}, { timeout: 15_000 })).toBeInTheDocument();
  }, 30_000);
});
