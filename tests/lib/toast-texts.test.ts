/**
 * Every toast's text comes from the catalogues (docs/decisions/0065-one-write-path.md): the first
 * argument of each `showToast(` call in src/ must be, syntactically,
 *
 * - `t("namespace:key", …)` / `i18n.t("key", …)` with a literal key (tsc checks the key exists in
 *   the typed catalogue, tests/lib/i18n.test.ts that en and zh-cn have the same keys);
 * - `apiErrorMessage(…)` or `resultCodeMessage(…)` (the errors and codes catalogues);
 * - `a ? b : c`, `a ?? b` or `a || b` of those;
 * - a `const` whose initializer is one of those; or a parameter of a function (declaration or
 *   `const f = (…) =>`) whose every call in src/ passes one of those at that place (a message
 *   handed through a helper such as `toastSuccess(t("comments.posted"))`).
 *
 * Anything else (a template string, a concatenation, a literal, the server's text, a variable of
 * unknown origin) fails, naming file:line. The toaster itself and the form kit's ActionForm (which
 * shows catalogue keys it is given: failureKeys, refusal keys) are the exceptions.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = join(__dirname, "../..");
const SRC = join(ROOT, "src");
const EXEMPT = new Set(["src/components/toaster.ts", "src/components/form/action-form.tsx"]);
const CATALOGUE_CALLS = new Set(["apiErrorMessage", "resultCodeMessage"]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [path] : [];
  });
}

const files = sourceFiles(SRC).map((path) => ({
  name: relative(ROOT, path),
  source: ts.createSourceFile(path, readFileSync(path, "utf8"), ts.ScriptTarget.Latest, true),
}));

function walk(node: ts.Node, visit: (node: ts.Node) => void) {
  visit(node);
  node.forEachChild((child) => walk(child, visit));
}

const calleeName = (call: ts.CallExpression): string | undefined =>
  ts.isIdentifier(call.expression)
    ? call.expression.text
    : ts.isPropertyAccessExpression(call.expression)
      ? call.expression.name.text
      : undefined;

const isLiteralKey = (node: ts.Node | undefined) =>
  node !== undefined && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node));

/** Every call in src/, by the called function's name (for parameters handed through). */
const callsByName = new Map<string, ts.CallExpression[]>();
for (const { source } of files) {
  walk(source, (node) => {
    if (!ts.isCallExpression(node)) return;
    const name = calleeName(node);
    if (name === undefined) return;
    callsByName.set(name, [...(callsByName.get(name) ?? []), node]);
  });
}
const callsOf = (name: string) => callsByName.get(name) ?? [];

type Parameter = { fn: string; index: number; property?: string };

/** Where an identifier used at `from` is declared: a const's initializer or a parameter. */
function declarationOf(
  name: string,
  from: ts.Node,
): { initializer: ts.Expression } | Parameter | undefined {
  for (let scope: ts.Node | undefined = from.parent; scope; scope = scope.parent) {
    if (ts.isFunctionLike(scope)) {
      const parameters = (scope as ts.SignatureDeclaration).parameters;
      for (const [index, parameter] of parameters.entries()) {
        const fn = functionName(scope);
        if (ts.isIdentifier(parameter.name) && parameter.name.text === name) {
          return fn ? { fn, index } : undefined;
        }
        if (ts.isObjectBindingPattern(parameter.name)) {
          for (const element of parameter.name.elements) {
            if (ts.isIdentifier(element.name) && element.name.text === name) {
              const property =
                element.propertyName && ts.isIdentifier(element.propertyName)
                  ? element.propertyName.text
                  : name;
              return fn ? { fn, index, property } : undefined;
            }
          }
        }
      }
    }
    let result: { initializer: ts.Expression } | undefined;
    scope.forEachChild((child) => {
      if (result || !ts.isVariableStatement(child)) return;
      if (!(child.declarationList.flags & ts.NodeFlags.Const)) return;
      for (const declaration of child.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name) && declaration.name.text === name) {
          if (declaration.initializer) result = { initializer: declaration.initializer };
        }
        // const { copied, failed } = messages: the property of what it destructures.
        if (ts.isObjectBindingPattern(declaration.name) && declaration.initializer) {
          for (const element of declaration.name.elements) {
            if (ts.isIdentifier(element.name) && element.name.text === name) {
              const property =
                element.propertyName && ts.isIdentifier(element.propertyName)
                  ? element.propertyName.text
                  : name;
              result = {
                initializer: ts.factory.createPropertyAccessExpression(
                  declaration.initializer,
                  property,
                ),
              };
              (result.initializer as { parent?: ts.Node }).parent = declaration;
            }
          }
        }
      }
    });
    if (result) return result;
  }
  return undefined;
}

function functionName(fn: ts.Node): string | undefined {
  if ((ts.isFunctionDeclaration(fn) || ts.isFunctionExpression(fn)) && fn.name) return fn.name.text;
  const parent = fn.parent;
  if (parent && ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name))
    return parent.name.text;
  return undefined;
}

/** Whether `node` is a catalogue text by the rules above; `seen` stops cycles. */
function isCatalogueText(node: ts.Expression, seen = new Set<string>()): boolean {
  if (ts.isParenthesizedExpression(node)) return isCatalogueText(node.expression, seen);
  if (ts.isConditionalExpression(node))
    return isCatalogueText(node.whenTrue, seen) && isCatalogueText(node.whenFalse, seen);
  if (
    ts.isBinaryExpression(node) &&
    (node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken ||
      node.operatorToken.kind === ts.SyntaxKind.BarBarToken)
  )
    return isCatalogueText(node.left, seen) && isCatalogueText(node.right, seen);
  if (ts.isCallExpression(node)) {
    const name = calleeName(node);
    if (name === "t") return isLiteralKey(node.arguments[0]);
    return name !== undefined && CATALOGUE_CALLS.has(name);
  }
  if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression)) {
    // A property of a parameter or a const: follow it.
    const owner = declarationOf(node.expression.text, node);
    if (owner && "fn" in owner && owner.property === undefined)
      return passedTexts({ ...owner, property: node.name.text }, seen);
    return false;
  }
  if (ts.isIdentifier(node)) {
    const declared = declarationOf(node.text, node);
    if (!declared) return false;
    if ("initializer" in declared) {
      const init = declared.initializer;
      if (ts.isPropertyAccessExpression(init)) return isCatalogueText(init, seen);
      return isCatalogueText(init, seen);
    }
    return passedTexts(declared, seen);
  }
  return false;
}

/** Every call of the function passes a catalogue text at the parameter's place. */
function passedTexts({ fn, index, property }: Parameter, seen: Set<string>): boolean {
  const id = `${fn}#${index}.${property ?? ""}`;
  if (seen.has(id)) return true;
  seen.add(id);
  const calls = callsOf(fn);
  if (calls.length === 0) return false;
  return calls.every((call) => {
    const argument = call.arguments[index];
    if (!argument) return false;
    if (property === undefined) return isCatalogueText(argument, seen);
    if (!ts.isObjectLiteralExpression(argument)) return false;
    const assignment = argument.properties.find(
      (p) => p.name && ts.isIdentifier(p.name) && p.name.text === property,
    );
    return (
      assignment !== undefined &&
      ts.isPropertyAssignment(assignment) &&
      isCatalogueText(assignment.initializer, seen)
    );
  });
}

describe("toast texts", { timeout: 60_000 }, () => {
  it("every showToast text in src/ comes from the catalogues", () => {
    const offenders: string[] = [];
    let calls = 0;
    for (const { name, source } of files) {
      if (EXEMPT.has(name)) continue;
      walk(source, (node) => {
        if (!ts.isCallExpression(node) || calleeName(node) !== "showToast") return;
        calls += 1;
        const text = node.arguments[0];
        if (text && isCatalogueText(text)) return;
        const shown = text?.getText(source) ?? "(no text)";
        const { line } = source.getLineAndCharacterOfPosition(node.getStart());
        offenders.push(`${name}:${line + 1}: ${shown}`);
      });
    }
    expect(calls).toBeGreaterThan(30);
    expect(offenders).toEqual([]);
  });

  it("the check refuses built texts and accepts catalogue ones", () => {
    const verdicts = (code: string) => {
      const source = ts.createSourceFile("x.tsx", code, ts.ScriptTarget.Latest, true);
      const found: boolean[] = [];
      walk(source, (node) => {
        if (ts.isCallExpression(node) && calleeName(node) === "showToast")
          found.push(isCatalogueText(node.arguments[0]!));
      });
      return found;
    };
    expect(
      verdicts(`
        showToast(\`Saved \${title}\`);
        showToast("Saved");
        showToast("Saved " + title);
        showToast(error.message);
        showToast(t(key));
        function f(message) { showToast(message); }
        let loose = t("a"); showToast(loose);
      `),
    ).toEqual([false, false, false, false, false, false, false]);
    expect(
      verdicts(`
        showToast(t("editor:saveSuccess"));
        showToast(i18n.t("common:actions.retry"), "error");
        showToast(ok ? t("a") : t("b"));
        showToast(resultCodeMessage(1501) ?? t("report:success"));
        const message = apiErrorMessage(error); showToast(message);
      `),
    ).toEqual([true, true, true, true, true]);
  });
});
