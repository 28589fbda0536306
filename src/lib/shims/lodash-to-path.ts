/**
 * lodash-es/toPath for Formik (vite.config.ts aliases it here): a property path ("a.b[0]",
 * 'a["b.c"]', or an array of keys) as an array of keys. Same rules and regular expression as
 * lodash's (tests/lib/lodash-shims.test.ts compares them); lodash's memo cache is left out.
 */
import { rawTag } from "./raw-tag";

const PROP_NAME =
  /[^.[\]]+|\[(?:(-?\d+(?:\.\d+)?)|(["'])((?:(?!\2)[^\\]|\\.)*?)\2)\]|(?=(?:\.|\[\])(?:\.|\[\]|$))/g;
const ESCAPE_CHAR = /\\(\\)?/g;

/** A symbol, primitive or boxed (lodash's isSymbol). */
const isSymbol = (value: unknown): value is symbol =>
  typeof value === "symbol" ||
  (typeof value === "object" && value !== null && rawTag(value) === "[object Symbol]");

/** value + "" (valueOf first, as lodash converts), except -0 → "-0". */
const numberSafe = (value: unknown): string => {
  const result = (value as string) + "";
  return result === "0" && 1 / (value as number) === -Infinity ? "-0" : result;
};

function toKey(value: unknown): string | symbol {
  return typeof value === "string" || isSymbol(value) ? value : numberSafe(value);
}

function baseToString(value: unknown): string {
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return Array.from(value, baseToString).join(",");
  if (isSymbol(value)) return Symbol.prototype.toString.call(value);
  return numberSafe(value);
}

function stringToPath(path: string): string[] {
  const result: string[] = [];
  if (path.charCodeAt(0) === 46 /* . */) result.push("");
  path.replace(
    PROP_NAME,
    (match: string, number?: string, quote?: string, subString?: string): string => {
      result.push(quote ? (subString ?? "").replace(ESCAPE_CHAR, "$1") : number || match);
      return match;
    },
  );
  return result;
}

export function toPath(value: unknown): (string | symbol)[] {
  if (Array.isArray(value)) return Array.from(value, toKey);
  if (isSymbol(value)) return [value];
  return stringToPath(value == null ? "" : baseToString(value));
}

export default toPath;
