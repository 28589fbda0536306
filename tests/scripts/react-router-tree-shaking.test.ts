/**
 * The production build's react-router step (scripts/react-router-tree-shaking.ts): top-level
 * forwardRef components become droppable, nested code and line positions stay as they were, and
 * the installed react-router still has the shape the step relies on.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { treeShakeableReactRouter } from "../../scripts/react-router-tree-shaking";

const SAMPLE = [
  "var Link = React10.forwardRef(",
  "  function LinkWithRef() {}",
  ");",
  'Link.displayName = "Link";',
  "function useFetcher() {",
  "  let FetcherForm2 = React10.forwardRef(() => null);",
  '  FetcherForm2.displayName = "fetcher.Form";',
  "}",
  "var DataRouterContext = React.createContext(null);",
].join("\n");

describe("react-router tree shaking", () => {
  it("marks top-level forwardRef calls pure and empties their displayName lines", () => {
    const out = treeShakeableReactRouter(SAMPLE).split("\n");
    expect(out[0]).toBe("var Link = /* @__PURE__ */ React10.forwardRef(");
    expect(out[3]).toBe("");
    expect(out).toHaveLength(SAMPLE.split("\n").length);
  });

  it("leaves code inside functions and other calls alone", () => {
    const out = treeShakeableReactRouter(SAMPLE).split("\n");
    expect(out[5]).toBe("  let FetcherForm2 = React10.forwardRef(() => null);");
    expect(out[6]).toBe('  FetcherForm2.displayName = "fetcher.Form";');
    expect(out[8]).toBe("var DataRouterContext = React.createContext(null);");
  });

  it("still applies to the installed react-router's production build", () => {
    const dir = join(process.cwd(), "node_modules/react-router/dist/production");
    const code = readdirSync(dir)
      .filter((file) => file.endsWith(".mjs"))
      .map((file) => readFileSync(join(dir, file), "utf8"))
      .join("\n");
    const out = treeShakeableReactRouter(code);
    expect(out).toContain("var Form = /* @__PURE__ */ React");
    expect(out).not.toMatch(/^Form\.displayName = /m);
    expect(out).not.toMatch(/^var \w+ = React\d*\.forwardRef\(/m);
  });
});
