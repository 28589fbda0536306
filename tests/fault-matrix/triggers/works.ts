/**
 * The works pages' calls (src/features/works): the works home and detail, the image post editor,
 * and the works of the personal pages.
 */
import { screen } from "@testing-library/react";
import { expect } from "vitest";
import { CREATOR_WORKS_IDS } from "@mocks/seed/content";
import type { TriggerContext, Triggers } from "../trigger";
import { deletePersonalCard } from "./shared";

/** The creator's published game demo. */
const DEMO = CREATOR_WORKS_IDS.demos[0]!;
/** The creator's game demo draft. */
const DEMO_DRAFT = CREATOR_WORKS_IDS.demoDraft;
/** The creator's published image work. */
const IMAGE = CREATOR_WORKS_IDS.images[0]!;
/** The creator's image draft (it has its images: it can be saved as it is). */
const IMAGE_DRAFT = CREATOR_WORKS_IDS.imageDraft;

const postTitle = "Fault matrix image";
const postTyped = ({ text }: TriggerContext) => ({ [text("worksPost", "post.title")]: postTitle });

export const worksTriggers = {
  getWorksAll: { route: "/gameworks/home" },
  getWorks: { route: `/gameworks/detail?id=${DEMO}` },
  // The reader's favourites include works, read by id.
  batchGetWorks: { route: "/personal/home?tabIndex=1", as: "reader" },
  getWorksUserAll: { route: "/personal/guest?id=1001&tabIndex=3" },
  userDraft: { route: "/personal/home?tabIndex=0", as: "creator" },
  userFinish: { route: "/personal/home?tabIndex=3", as: "creator" },
  // The author's preview of a draft (the editors' Preview button) reads the author's copy. The
  // editors read it too (/postproduct/image?id=, /application/editworks?id=); see the report.
  getWorksAudit: { route: `/gameworks/detail?id=${DEMO_DRAFT}&type=preview`, as: "creator" },
  setWorksAudit: {
    route: `/postproduct/image?id=${IMAGE_DRAFT}`,
    as: "creator",
    ready: async ({ text }) => {
      await screen.findByRole(
        "textbox",
        { name: text("worksPost", "post.title") },
        { timeout: 20_000 },
      );
    },
    fill: async ({ user, text }) => {
      const title = screen.getByRole("textbox", { name: text("worksPost", "post.title") });
      await user.clear(title);
      await user.type(title, postTitle);
    },
    typed: postTyped,
    act: async ({ user, text }) => {
      await user.click(screen.getByRole("button", { name: text("worksPost", "post.save") }));
    },
    succeeded: async ({ text }) => {
      expect(
        await screen.findByText(text("worksPost", "post.saveSuccess"), {}, { timeout: 8000 }),
      ).toBeVisible();
    },
  },
  delWorksAudit: deletePersonalCard("/personal/home?tabIndex=3", IMAGE, "creator"),
} satisfies Triggers;
