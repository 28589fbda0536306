/**
 * docs/provider-states.md's generator (scripts/provider-states-doc.ts, decision 0070): each
 * sentence is read against exactly one template, with its parameters, and the document says what a
 * backend needs: the data per sentence, the reset, the order of states, the interactions without
 * one, the time-zone rule, the scope and that the endpoint stays out of production.
 */
import { describe, expect, it } from "vitest";
import {
  matchSentence,
  renderProviderStatesDoc,
  type DocInput,
  type Template,
} from "../../scripts/provider-states-doc";

const TEMPLATES: Template[] = [
  { pattern: "user {user_id} exists", data: "The user." },
  {
    pattern: "user {user_id} is signed in with session token {verify_session}",
    data: "A live session.",
  },
  {
    pattern: "{kind:demo|image work} {id} by user {author} is a draft",
    data: "A draft work.",
  },
  { pattern: "article {id} by user {author} is a draft", data: "A draft article." },
];

const INPUT: DocInput = {
  sentences: [
    "user 1001 exists",
    "user 1001 is signed in with session token sess-1001",
    "image work 23 by user 1001 is a draft",
    "article 13 by user 1001 is a draft",
  ],
  templates: TEMPLATES,
  interactions: [
    {
      description: "getWorksAudit: an own image-work draft",
      providerStates: [
        { name: "user 1001 is signed in with session token sess-1001" },
        { name: "image work 23 by user 1001 is a draft" },
      ],
      request: { path: "/api/works/user/getworksaudit" },
    },
    {
      description: "getGlobalStatData: the global statistics",
      request: { path: "/api/basesys/getglobalstatdata" },
    },
    {
      description: "followOp: follow another user",
      providerStates: [{ name: "user 1001 exists" }],
      request: { path: "/api/sns/user/followop" },
    },
  ],
};

describe("provider states document", () => {
  it("reads a sentence's parameters from its template", () => {
    const matched = matchSentence("user 1002 is signed in with session token sess-1002", TEMPLATES);
    expect(matched.template.data).toBe("A live session.");
    expect(matched.params).toEqual([
      ["user_id", "1002"],
      ["verify_session", "sess-1002"],
    ]);
  });

  it("tells templates apart by the values a parameter may take", () => {
    expect(matchSentence("image work 23 by user 1001 is a draft", TEMPLATES).params).toEqual([
      ["kind", "image work"],
      ["id", "23"],
      ["author", "1001"],
    ]);
    expect(matchSentence("article 13 by user 1001 is a draft", TEMPLATES).template.data).toBe(
      "A draft article.",
    );
  });

  it("refuses a sentence no template documents, and one several templates fit", () => {
    expect(() => matchSentence("room 7001 is waiting", TEMPLATES)).toThrow(/fits no documented/);
    expect(() =>
      matchSentence("user 1001 exists", [...TEMPLATES, { pattern: "user {x} exists", data: "" }]),
    ).toThrow(/fits several templates/);
  });

  it("refuses a pact that names a state the endpoint does not define", () => {
    const input = {
      ...INPUT,
      interactions: [
        { description: "x", providerStates: [{ name: "user 9 exists" }], request: { path: "/" } },
      ],
    };
    expect(() => renderProviderStatesDoc(input)).toThrow(/user 9 exists/);
  });

  it("lists every sentence with its parameters, its data and how many interactions use it", () => {
    const doc = renderProviderStatesDoc(INPUT);
    expect(doc).toContain("every\nsentence (4)");
    expect(doc).toContain(
      "| 2 | `user 1001 is signed in with session token sess-1001` | user_id = `1001`, verify_session = `sess-1001` | A live session. | 1 |",
    );
    expect(doc).toContain(
      "| 4 | `article 13 by user 1001 is a draft` | id = `13`, author = `1001` | A draft article. | 0 |",
    );
  });

  it("says what the reset, the order, the stateless interactions, time and scope mean", () => {
    const doc = renderProviderStatesDoc(INPUT);
    expect(doc).toContain("## Restore your baseline");
    expect(doc).toContain("`?reset=1`");
    expect(doc).toContain(
      "- getWorksAudit: an own image-work draft: 1. `user 1001 is signed in with session token sess-1001` 2. `image work 23 by user 1001 is a draft`",
    );
    expect(doc).not.toContain("- followOp: follow another user: 1.");
    expect(doc).toContain("These 1 interactions name no state");
    expect(doc).toContain(
      "- getGlobalStatData: the global statistics (`/api/basesys/getglobalstatdata`)",
    );
    expect(doc).toMatch(/\*\*Today\*\* is the current calendar day in \*\*UTC\*\*/);
    expect(doc).toContain("**Just now**");
    expect(doc).toMatch(/model proxies[\s\S]*image service[\s\S]*\/log\/report/);
    expect(doc).toContain("**The endpoint must never be reachable in production.**");
  });
});
