/**
 * The shared review-status tag (portal.md §4): one label per status from the authoring catalogue,
 * in the user's language, and the reviewer's opinion as plain text for a failed review only.
 */
import { render, screen } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { AuditStatusTag } from "@/components/audit-status/audit-status-tag";
import { PublishStatus } from "@/generated/model/publishStatus";
import { i18n, initI18n, loadNamespaces } from "@/lib/i18n";

beforeAll(async () => {
  await initI18n("en");
  // Outside the router nothing loads the route's catalogues: the tag's own, in both languages.
  await loadNamespaces(["authoring"]);
  await i18n.changeLanguage("zh-cn");
  await loadNamespaces(["authoring"]);
  await i18n.changeLanguage("en");
});

describe("AuditStatusTag", () => {
  it.each([
    [PublishStatus.Draft, "To be released", "待发布"],
    [PublishStatus.Releasing, "Under review", "审核中"],
    [PublishStatus.AuditOk, "Published", "已发布"],
    [PublishStatus.AuditFailed, "Failed review", "审核未通过"],
  ])("status %i reads %s / %s", async (status, en, zh) => {
    await i18n.changeLanguage("en");
    const { unmount } = render(<AuditStatusTag status={status} opinion="Too short" />);
    expect(screen.getByText(en)).toBeInTheDocument();
    unmount();
    await i18n.changeLanguage("zh-cn");
    render(<AuditStatusTag status={status} />);
    expect(screen.getByText(zh)).toBeInTheDocument();
    await i18n.changeLanguage("en");
  });

  it("shows the opinion of a failed review only, as text", () => {
    const hostile = '<img src=x onerror="alert(1)">';
    const { rerender } = render(
      <AuditStatusTag status={PublishStatus.AuditFailed} opinion={hostile} />,
    );
    expect(screen.getByText(`Reason: ${hostile}`)).toBeInTheDocument();
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
    rerender(<AuditStatusTag status={PublishStatus.AuditFailed} opinion="   " />);
    expect(screen.queryByText(/Reason/)).not.toBeInTheDocument();
    rerender(<AuditStatusTag status={PublishStatus.Releasing} opinion="Old opinion" />);
    expect(screen.queryByText(/Old opinion/)).not.toBeInTheDocument();
    rerender(
      <AuditStatusTag status={PublishStatus.AuditFailed} opinion="Blurry" showOpinion={false} />,
    );
    expect(screen.queryByText(/Blurry/)).not.toBeInTheDocument();
  });

  it("shows nothing for a status it does not know", () => {
    const { container } = render(<AuditStatusTag status={7 as PublishStatus} />);
    expect(container).toBeEmptyDOMElement();
  });
});
