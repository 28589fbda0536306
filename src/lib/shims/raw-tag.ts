const toStringTag = Symbol.toStringTag;
const objectToString = Object.prototype.toString;
const hasOwn = Object.prototype.hasOwnProperty;

/**
 * lodash's baseGetTag: the value's `[object Type]`, with a writable Symbol.toStringTag (own or
 * inherited) masked for the read, so an object cannot pass itself off as another type.
 */
export function rawTag(value: unknown): string {
  if (value == null) return value === undefined ? "[object Undefined]" : "[object Null]";
  const object = value as Record<symbol, unknown>;
  if (!(toStringTag in Object(value))) return objectToString.call(value);
  const own = hasOwn.call(object, toStringTag);
  const tag = object[toStringTag];
  let unmasked = false;
  try {
    object[toStringTag] = undefined;
    unmasked = true;
  } catch {
    // A read-only tag (Map, Promise…): the built-in's own tag is its real one.
  }
  const result = objectToString.call(value);
  if (unmasked) {
    if (own) object[toStringTag] = tag;
    else delete object[toStringTag];
  }
  return result;
}
