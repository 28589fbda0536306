/**
 * classnames 2.5 for Blueprint (vite.config.ts aliases it here): joins the truthy class names of
 * strings, numbers, arrays and { name: condition } objects. The same function as the package
 * (tests/lib/package-shims.test.ts compares them) as an ES module: the package is a CommonJS/AMD
 * wrapper, kept whole in every page's entry for Blueprint's icon container.
 */
type Argument = unknown;

const appendClass = (value: string, next: string | number): string =>
  !next ? value : value ? `${value} ${next}` : `${value}${next}`;

function parseValue(arg: Argument): string | number {
  if (typeof arg === "string" || typeof arg === "number") return arg;
  if (typeof arg !== "object" || arg === null) return "";
  if (Array.isArray(arg)) return classNames(...(arg as Argument[]));
  const { toString } = arg as { toString: () => string };
  if (toString !== Object.prototype.toString && !toString.toString().includes("[native code]")) {
    return (arg as { toString: () => string }).toString();
  }
  let classes = "";
  for (const key in arg) {
    if (Object.prototype.hasOwnProperty.call(arg, key) && (arg as Record<string, unknown>)[key]) {
      classes = appendClass(classes, key);
    }
  }
  return classes;
}

export function classNames(...args: Argument[]): string {
  let classes = "";
  for (const arg of args) if (arg) classes = appendClass(classes, parseValue(arg));
  return classes;
}

export default classNames;
