/**
 * Inert parsing under Trusted Types (src/lib/rich-text/inert-html.ts): the parser gets the
 * "inert-html" policy's value where the browser has Trusted Types, nothing in the HTML runs or
 * loads, and htmlToText reads titles through it.
 */
import { afterEach, describe, expect, it, vi } from "vitest";

type Factory = { createPolicy: ReturnType<typeof vi.fn> };

async function freshModules() {
  vi.resetModules();
  return {
    inert: await import("@/lib/rich-text/inert-html"),
    text: await import("@/lib/rich-text/text"),
  };
}

afterEach(() => {
  delete (window as { trustedTypes?: unknown }).trustedTypes;
  vi.restoreAllMocks();
});

describe("parseInert", () => {
  it("parses without running or loading anything", async () => {
    const { inert } = await freshModules();
    const ran = vi.fn();
    (window as unknown as { __inertRan: () => void }).__inertRan = ran;
    const nodes = inert.parseInert(
      '<p>Hi <b>there</b></p><img src="https://evil.example/x.png" onerror="__inertRan()"><script>__inertRan()</script>',
    );
    expect(nodes.querySelector("b")?.textContent).toBe("there");
    expect(nodes.querySelector("img")?.ownerDocument).not.toBe(document);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ran).not.toHaveBeenCalled();
  });

  it("hands the parser the inert-html policy's value when the browser has Trusted Types", async () => {
    const made: string[] = [];
    const factory: Factory = {
      createPolicy: vi.fn((name: string, rules: { createHTML: (input: string) => string }) => ({
        name,
        createHTML: (input: string) => {
          made.push(input);
          return rules.createHTML(input);
        },
      })),
    };
    (window as { trustedTypes?: unknown }).trustedTypes = factory;
    const { inert, text } = await freshModules();
    expect(text.htmlToText("<em>A &amp; B</em>  title")).toBe("A & B title");
    expect(inert.parseInert("<i>x</i>").textContent).toBe("x");
    // One policy, made once, by its listed name; every parse went through it.
    expect(factory.createPolicy).toHaveBeenCalledTimes(1);
    expect(factory.createPolicy.mock.calls[0]![0]).toBe("inert-html");
    expect(made).toEqual(["<em>A &amp; B</em>  title", "<i>x</i>"]);
  });

  it("text without markup is not parsed at all", async () => {
    const factory: Factory = { createPolicy: vi.fn() };
    (window as { trustedTypes?: unknown }).trustedTypes = factory;
    const { text } = await freshModules();
    expect(text.htmlToText("  Plain   title ")).toBe("Plain title");
    expect(factory.createPolicy).not.toHaveBeenCalled();
  });
});
