/**
 * State links (docs/decisions/0079-state-links.md): `?state=` parsing, the parametrised sentences,
 * unknown sentences with their close matches, and all-or-nothing application.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { PublishStatus, ResultCode } from "@/generated/model";
import { mock, state } from "@mocks/testing";
import { statesFromUrl, withStateParams } from "@mocks/core/url-states";
import { StateLinkError } from "@mocks/state-links";
import { FIXTURES, given } from "@mocks/provider-states/sentences";
import { sendLimitCode } from "@mocks/domains/accounts/mailbox";
import { isFollowing, isLiked } from "@mocks/domains/social/queries";
import { LikeType } from "@/generated/model";

// tests/setup.ts clears toasts after each test, loading the toaster on first use: loaded here, with
// time to spare, so that a run of this file alone on a busy machine does not spend it in a hook.
beforeAll(() => import("@/components/toaster-impl"), 60_000);

const { creator, reader, demo, article } = FIXTURES;
const DEMO = given.worksPublished(demo, "demo", creator.user_id);
const ARTICLE = given.articlePublished(article, creator.user_id);

const project = () => state().db.projects.findFirst((q) => q.where({ project_id: demo }));
const apiKey = () => state().db.apiKeys.findFirst((q) => q.where({ project_id: demo }));

describe("parametrised sentences", () => {
  it("gives a project no key and 1.5 USD left, in the order named", async () => {
    await mock.applyStates([
      DEMO,
      given.application(demo, "an approved"),
      given.apiKey(demo),
      given.noApiKey(demo),
      given.balance(demo, "1.5"),
    ]);
    expect(apiKey()).toBeUndefined();
    expect(project()?.balance).toBe(150);
    expect(mock.appliedStates()).toContain("project 21 has 1.5 USD left");
  });

  it("sets an article's audit state and a user's follow and like state", async () => {
    await mock.applyStates([ARTICLE, given.audit(`article ${article}`, "failed audit")]);
    const failed = state().db.articles.findFirst((q) => q.where({ lore_essay_id: article }))!;
    expect(failed.status).toBe(PublishStatus.AuditFailed);
    expect(failed.audit_opinion).not.toBe("");

    await mock.applyStates([
      given.audit(`article ${article}`, "passed audit"),
      given.follows(reader.user_id, creator.user_id),
      given.likes(reader.user_id, `article ${article}`),
    ]);
    expect(isFollowing(state(), reader.user_id, creator.user_id)).toBe(true);
    expect(isLiked(state(), reader.user_id, LikeType.Essay, article)).toBe(true);

    await mock.applyStates([
      given.notFollows(reader.user_id, creator.user_id),
      given.notLikes(reader.user_id, `article ${article}`),
      given.audit(`article ${article}`, "is awaiting audit"),
    ]);
    expect(isFollowing(state(), reader.user_id, creator.user_id)).toBe(false);
    expect(isLiked(state(), reader.user_id, LikeType.Essay, article)).toBe(false);
    expect(mock.pendingAudits().some((a) => a.id === article)).toBe(true);
  });

  it("fills a mailbox up to the daily limit", async () => {
    await mock.applyStates([given.mailboxFull(creator.email)]);
    expect(sendLimitCode(state(), creator.email, "reset-link")).toBe(ResultCode.CodeDailyLimit);
    expect(sendLimitCode(state(), creator.email, "signup-code")).toBe(ResultCode.CodeDailyLimit);
  });

  it("fills a project's billing and an article's body to a size (bench:input's data)", async () => {
    await mock.applyStates([
      DEMO,
      given.application(demo, "an approved"),
      given.billingRecords(demo, 250),
      ARTICLE,
      given.articleBody(article, 2_000),
    ]);
    const billed = state().db.billing.findMany((q) => q.where({ project_id: demo }));
    expect(billed).toHaveLength(250);
    const weekAgo = (state().now() - 7 * 86_400_000) / 1000;
    expect(billed.every((record) => record.req_time > weekAgo)).toBe(true);
    const body = state().db.articles.findFirst((q) => q.where({ lore_essay_id: article }))!;
    expect((body.copy.content ?? "").replace(/<[^>]+>/g, "")).toHaveLength(2_000);
    expect(body.published?.content).toBe(body.copy.content);
    await expect(mock.applyStates([given.billingRecords(demo, Number.NaN)])).rejects.toThrow(
      /no number of billing records/,
    );
  });

  it("keeps the contract's exact sentences", () => {
    const { states, templates } = mock.knownStates();
    expect(states).toContain(given.apiKey(demo));
    expect(templates).toContain("project {project} has {usd} USD left");
  });
});

describe("all or nothing", () => {
  it("applies nothing when a sentence is unknown, and names its close matches", async () => {
    const before = apiKey();
    const error = await mock
      .applyStates([given.noApiKey(demo), "project 21 has 1.5 USD lft"])
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StateLinkError);
    const { unknown, message } = error as StateLinkError;
    expect(unknown).toHaveLength(1);
    expect(unknown[0]!.close).toContain("project {project} has {usd} USD left");
    expect(message).toMatch(/Unknown state "project 21 has 1.5 USD lft"\. Close matches: /);
    expect(message).toMatch(/Nothing was applied/);
    expect(mock.stateError()).toBe(message);
    expect(apiKey()).toEqual(before);
  });

  it("puts the data back when a later setup fails", async () => {
    await mock.applyStates([DEMO, given.application(demo, "an approved"), given.apiKey(demo)]);
    const key = apiKey()!.key;
    const follows = state().db.follows.all().length;
    const error = await mock
      .applyStates([
        given.noApiKey(demo),
        given.follows("1003", "1004"),
        given.balance(demo, "plenty"),
      ])
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StateLinkError);
    expect((error as Error).message).toMatch(/"plenty" is no amount of US dollars/);
    expect(apiKey()?.key).toBe(key);
    expect(state().db.follows.all()).toHaveLength(follows);
    expect(mock.appliedStates()).not.toContain(given.noApiKey(demo));
  });
});

describe("?state= in a page URL", () => {
  it("reads every state parameter in order, spaces encoded either way", () => {
    const href =
      "http://localhost/creator?state=project%2021%20has%20no%20API%20key&mock=accountLogin:1315&state=user+1002+follows+user+1001";
    expect(statesFromUrl(href)).toEqual([
      "project 21 has no API key",
      "user 1002 follows user 1001",
    ]);
    expect(statesFromUrl("/creator")).toEqual([]);
  });

  it("writes the sentences back so the link reads them again, keeping the other parameters", () => {
    const url = withStateParams("/creator?mock=accountLogin:1315#top", [
      "project 21 has 1.5 USD left",
      "project 21 has no API key",
    ]);
    expect(url).toBe(
      "/creator?mock=accountLogin:1315&state=project%2021%20has%201.5%20USD%20left&state=project%2021%20has%20no%20API%20key#top",
    );
    expect(statesFromUrl(url)).toEqual([
      "project 21 has 1.5 USD left",
      "project 21 has no API key",
    ]);
    expect(new URL(url, "http://x").searchParams.get("mock")).toBe("accountLogin:1315");
  });
});
