/**
 * The profile dialog (portal.md §2.11, §5, §8; decisions.md §1): the display name strips
 * disallowed characters as typed and stops at 20, a name starting with a digit or empty is refused
 * with the rule's message, the description holds 100; every result code of setLitUserData reaches
 * the user at the field or the form in their language and nothing typed is lost; a save refreshes
 * the nav and the side panel and closes the dialog.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { clearToasts } from "@/components/toaster";
import type { Language } from "@/lib/language";
import { session } from "@/lib/session";
import { arm } from "@mocks/testing";
import { CREATOR, db, findToast, renderPersonal } from "./harness";

afterEach(async () => {
  await clearToasts();
});

async function openDialog(language: Language = "en") {
  const view = await renderPersonal("/personal/home", "creator", language);
  const side = await screen.findByTestId("profile-panel");
  await within(side).findByRole("heading", { name: CREATOR.user_name });
  await view.user.click(
    within(side).getByRole("button", { name: language === "en" ? "Edit profile" : "编辑资料" }),
  );
  const dialog = await screen.findByRole("dialog");
  const name = within(dialog).getByRole("textbox", {
    name: language === "en" ? "Display name" : "昵称",
  });
  const description = within(dialog).getByRole("textbox", {
    name: language === "en" ? "Description" : "简介",
  });
  const save = within(dialog).getByRole("button", { name: language === "en" ? "Save" : "保存" });
  return { ...view, dialog, name, description, save };
}

const stored = () => db().users.findFirst((q) => q.where({ user_id: CREATOR.user_id }));

describe("profile dialog: input rules", () => {
  it("strips emoji and other characters as typed and stops at 20", async () => {
    const { user, name } = await openDialog();
    await user.clear(name);
    await user.type(name, "Pixel 🎨 Forge-2_x!");
    expect(name).toHaveValue("PixelForge2x");
    await user.clear(name);
    await user.type(name, "像素工坊abcdefghijklmnopqrstuvwxyz");
    expect(name).toHaveValue("像素工坊abcdefghijklmnop");
  });

  it("refuses a name starting with a digit, and an empty one, keeping the rest", async () => {
    const { user, dialog, name, description, save } = await openDialog();
    await user.clear(description);
    await user.type(description, "Makes pixel art");
    await user.clear(name);
    await user.type(name, "2Pixel");
    await user.click(save);
    expect(
      await within(dialog).findByText("The display name cannot start with a digit."),
    ).toBeInTheDocument();
    await user.clear(name);
    await user.click(save);
    expect(await within(dialog).findByText("Display Name cannot be empty")).toBeInTheDocument();
    expect(description).toHaveValue("Makes pixel art");
    expect(stored()?.user_name).toBe(CREATOR.user_name);
  });

  it("counts the description and refuses more than 100 characters", async () => {
    const { user, dialog, description } = await openDialog("zh-cn");
    await user.clear(description);
    await user.click(description);
    await user.paste("字".repeat(101));
    expect(within(dialog).getByTestId("profile-description-counter")).toHaveTextContent("101/100");
    expect(await within(dialog).findByText("简介最多 100 个字符。")).toBeInTheDocument();
  });
});

describe("profile dialog: saving", () => {
  it("saves, refreshes the nav and the side panel, and closes", async () => {
    const { user, dialog, name, description, save } = await openDialog();
    await user.clear(name);
    await user.type(name, "PixelSmith");
    await user.clear(description);
    await user.type(description, "Pixel art and demos");
    await user.click(save);
    await findToast("Saved successfully");
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(screen.getByTestId("account-menu")).toHaveAccessibleName("Account menu of PixelSmith");
    const side = screen.getByTestId("profile-panel");
    expect(await within(side).findByRole("heading", { name: "PixelSmith" })).toBeVisible();
    expect(await within(side).findByText("Pixel art and demos")).toBeVisible();
    expect(session.getUser()?.user_name).toBe("PixelSmith");
    expect(stored()?.user_profiles).toBe("Pixel art and demos");
  });

  it.each([
    ["1303", "用户名不能为空。"],
    ["1304", "用户名长度必须为 2-20 个字符。"],
    ["1305", "用户名包含特殊字符。"],
    ["1311", "用户名不符合规则。"],
  ])("shows result code %s at the name in the user's language", async (code, message) => {
    const { user, dialog, name, save } = await openDialog("zh-cn");
    await user.clear(name);
    await user.type(name, "像素匠");
    arm("setLitUserData", code);
    await user.click(save);
    const field = await within(dialog).findByText(message);
    expect(name).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(field).toBeInTheDocument();
    expect(name).toHaveValue("像素匠");
    expect(dialog).toBeInTheDocument();
  });

  it("shows 1306 and transport failures at the form, and sends again", async () => {
    const { user, dialog, name, save } = await openDialog();
    await user.clear(name);
    await user.type(name, "PixelSmith");
    arm("setLitUserData", "1306");
    await user.click(save);
    expect(await within(dialog).findByText("The e-mail address is invalid.")).toBeInTheDocument();
    arm("setLitUserData", "offline");
    await user.click(save);
    expect(await within(dialog).findByText(/Connection error/)).toBeInTheDocument();
    expect(name).toHaveValue("PixelSmith");
    expect(stored()?.user_name).toBe(CREATOR.user_name);
    await user.click(save);
    await findToast("Saved successfully");
    expect(stored()?.user_name).toBe("PixelSmith");
  });

  it("cancel closes without saving", async () => {
    const { user, dialog, name } = await openDialog();
    await user.clear(name);
    await user.type(name, "Other");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(stored()?.user_name).toBe(CREATOR.user_name);
  });
});
