/**
 * lodash-es/isPlainObject for Formik (vite.config.ts aliases it here): true for an object made by
 * the Object constructor, an object literal or Object.create(null). Same rules as lodash's
 * (tests/lib/lodash-shims.test.ts compares them) without lodash's internal helpers.
 */
import { rawTag } from "./raw-tag";

const functionToString = Function.prototype.toString;
const objectConstructorSource = functionToString.call(Object);

export function isPlainObject(value: unknown): boolean {
  if (typeof value !== "object" || value === null || rawTag(value) !== "[object Object]") {
    return false;
  }
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto === null) return true;
  const Ctor: unknown =
    Object.prototype.hasOwnProperty.call(proto, "constructor") &&
    (proto as { constructor: unknown }).constructor;
  return (
    typeof Ctor === "function" &&
    Ctor instanceof Ctor &&
    functionToString.call(Ctor) === objectConstructorSource
  );
}

export default isPlainObject;
