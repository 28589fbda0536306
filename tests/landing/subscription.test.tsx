/**
 * The e-mail subscription in the banner (portal.md §5, §8; emailCollect): the client check and
 * its message, success, the server's 1306 and transport failures at the field in the user's
 * language, and sending again after a failure.
 */
import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { clearToasts } from "@/components/toaster";
import codesEn from "@/locales/en/codes.json";
import codesZh from "@/locales/zh-cn/codes.json";
import errorsEn from "@/locales/en/errors.json";
import errorsZh from "@/locales/zh-cn/errors.json";
import en from "@/locales/en/landing.json";
import zh from "@/locales/zh-cn/landing.json";
import { arm, requestLog, state } from "@mocks/testing";
import { renderApp } from "../render";

/** The toaster's code loads on its first message. */
const TOAST = { timeout: 5000 };

afterEach(async () => {
  await clearToasts();
});

const collected = () => requestLog().filter((entry) => entry.operation === "emailCollect");
const subscribed = (email: string) =>
  state().db.subscriptions.findFirst((q) => q.where({ email })) !== undefined;

async function openForm(language: "en" | "zh-cn" = "en") {
  const view = await renderApp("/gate", { language });
  const text = language === "en" ? en : zh;
  // The form is a lazy chunk: the first test of a run transforms it.
  const field = await screen.findByLabelText(text.subscribe.label, {}, { timeout: 15_000 });
  const submit = screen.getByRole("button", { name: text.subscribe.submit });
  return { ...view, field, submit, text };
}

describe("subscription", () => {
  it("is a labelled e-mail field with its button, in the banner", async () => {
    const { field } = await openForm();
    expect(field).toHaveAttribute("type", "email");
    expect(field).toHaveAttribute("autocomplete", "email");
    expect(field).toHaveAttribute("maxlength", "254");
    expect(screen.getByTestId("landing-hero")).toContainElement(field);
  });

  it.each([
    ["en", "not-an-address"],
    ["zh-cn", "someone@"],
    ["en", "   "],
  ] as const)(
    "(%s) %j is refused before sending: the message, and the focus on the field",
    async (language, typed) => {
      const { field, submit, user, text } = await openForm(language);
      await user.type(field, typed);
      await user.click(submit);
      expect(await screen.findByText(text.subscribe.invalid)).toBeInTheDocument();
      expect(field).toHaveAttribute("aria-invalid", "true");
      expect(field).toHaveAccessibleDescription(text.subscribe.invalid);
      await waitFor(() => expect(field).toHaveFocus());
      expect(collected()).toHaveLength(0);
    },
  );

  it("a good address is subscribed: the success message names it and the field empties", async () => {
    const { field, submit, user } = await openForm();
    await user.type(field, "  new.fan@example.com ");
    await user.click(submit);
    expect(
      await screen.findByText("Subscribed: news will come to new.fan@example.com.", {}, TOAST),
    ).toBeInTheDocument();
    await waitFor(() => expect(field).toHaveValue(""));
    // Sent trimmed (the server refuses spaces with 1306).
    expect(subscribed("new.fan@example.com")).toBe(true);
    expect(collected()).toHaveLength(1);
  });

  it("a bad address, corrected, then subscribes (zh-cn)", async () => {
    const { field, submit, user } = await openForm("zh-cn");
    await user.type(field, "wanjia@youxi");
    await user.click(submit);
    expect(await screen.findByText(zh.subscribe.invalid)).toBeInTheDocument();
    await user.type(field, ".cn");
    await user.click(submit);
    expect(
      await screen.findByText("订阅成功，消息将发送到 wanjia@youxi.cn。", {}, TOAST),
    ).toBeInTheDocument();
    expect(screen.queryByText(zh.subscribe.invalid)).not.toBeInTheDocument();
    expect(subscribed("wanjia@youxi.cn")).toBe(true);
  });

  it.each([
    ["en", codesEn["1306"]],
    ["zh-cn", codesZh["1306"]],
  ] as const)(
    "(%s) 1306 shows the code catalogue's text at the field",
    async (language, message) => {
      arm("emailCollect", 1306);
      const { field, submit, user } = await openForm(language);
      await user.type(field, "fan@example.com");
      await user.click(submit);
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(field).toHaveAccessibleDescription(message);
      expect(field).toHaveValue("fan@example.com");
      // Editing the address takes the server's message away.
      await user.type(field, "m");
      expect(screen.queryByText(message)).not.toBeInTheDocument();
    },
  );

  it.each([
    ["en", "http503", errorsEn.server],
    ["zh-cn", "offline", errorsZh.network],
  ] as const)(
    "(%s) a transport failure (%s) shows the translated reason; sending again subscribes",
    async (language, outcome, reason) => {
      arm("emailCollect", outcome);
      const { field, submit, user, text } = await openForm(language);
      await user.type(field, "retry@example.com");
      await user.click(submit);
      expect(await screen.findByText(reason)).toBeInTheDocument();
      expect(field).toHaveValue("retry@example.com");
      await user.click(screen.getByRole("button", { name: text.subscribe.submit }));
      await waitFor(() => expect(subscribed("retry@example.com")).toBe(true));
      expect(screen.queryByText(reason)).not.toBeInTheDocument();
    },
  );

  it("sends once while the call is under way", async () => {
    arm("emailCollect", "delay400");
    const { field, submit, user } = await openForm();
    await user.type(field, "once@example.com");
    await user.click(submit);
    expect(await screen.findByRole("button", { name: en.subscribe.submitting })).toBeDisabled();
    await user.keyboard("{Enter}");
    expect(await screen.findByText(/once@example\.com/, {}, TOAST)).toBeInTheDocument();
    expect(collected()).toHaveLength(1);
  });
});
