/**
 * lodash's baseClone with its symbols flag, which lodash-es/clone and cloneDeep use: the same
 * rules (prototype kept, own enumerable string and symbol keys, Date/RegExp/Map/Set/typed arrays
 * and boxed primitives rebuilt; functions, errors, WeakMaps and host objects such as File kept by
 * reference inside a clone and `{}` at the top; cycles followed) in one module instead of ~90.
 * tests/lib/lodash-shims.test.ts compares it with lodash.
 */
import { rawTag } from "./raw-tag";

type Indexable = Record<PropertyKey, unknown>;
type Constructor = new (...args: unknown[]) => Indexable;

/** The types lodash copies (by the name in their tag); any other object is kept or becomes {}. */
const CLONEABLE =
  /^(?:Arguments|Array|ArrayBuffer|DataView|Boolean|Date|Map|Number|Object|RegExp|Set|String|Symbol|(?:Float(?:32|64)|Int(?:8|16|32)|Uint(?:8|8Clamped|16|32))Array)$/;

const isObject = (value: unknown): value is object =>
  value !== null && (typeof value === "object" || typeof value === "function");

const isPrototype = (value: object): boolean => {
  const Ctor: unknown = (value as Indexable).constructor;
  return value === ((typeof Ctor === "function" && Ctor.prototype) || Object.prototype);
};

/** lodash's keys (own enumerable string keys; a prototype object's "constructor" left out) and
 * getSymbols (own enumerable symbols). */
function ownKeys(value: object): PropertyKey[] {
  const length = (value as Indexable).length;
  const arrayLike =
    typeof value !== "function" && Number.isSafeInteger(length) && (length as number) >= 0;
  const keys: PropertyKey[] = Object.keys(value).filter(
    (key) => key !== "constructor" || arrayLike || !isPrototype(value),
  );
  return keys.concat(
    Object.getOwnPropertySymbols(value).filter((symbol) =>
      Object.prototype.propertyIsEnumerable.call(value, symbol),
    ),
  );
}

/**
 * lodash's assignValue: an own key already holding the value (SameValueZero) is left alone (a
 * boxed string's read-only characters), and "__proto__" becomes an own property, never the prototype.
 */
function assign(target: Indexable, key: PropertyKey, value: unknown): void {
  const current = target[key];
  if (Object.hasOwn(target, key) && (current === value || (current !== current && value !== value)))
    return;
  if (key === "__proto__") {
    Object.defineProperty(target, key, {
      configurable: true,
      enumerable: true,
      value,
      writable: true,
    });
  } else {
    target[key] = value;
  }
}

const copyBuffer = (buffer: ArrayBuffer): ArrayBuffer => buffer.slice(0);

/** The empty (or value-holding) copy of a built-in object, by its type name. */
function initByType(value: object, type: string, deep: boolean): Indexable {
  const Ctor = (value as Indexable).constructor as Constructor;
  if (ArrayBuffer.isView(value)) {
    const view = value as ArrayBufferView & { length?: number };
    return new Ctor(
      deep ? copyBuffer(view.buffer as ArrayBuffer) : view.buffer,
      view.byteOffset,
      type === "DataView" ? view.byteLength : view.length,
    );
  }
  switch (type) {
    case "ArrayBuffer":
      return copyBuffer(value as ArrayBuffer) as unknown as Indexable;
    case "Boolean":
    case "Date":
      return new Ctor(Number(value));
    case "RegExp": {
      const regexp = value as RegExp;
      const result = new Ctor(regexp.source, /\w*$/.exec(String(regexp)));
      result.lastIndex = regexp.lastIndex;
      return result;
    }
    case "Symbol":
      return Object(Symbol.prototype.valueOf.call(value)) as Indexable;
    default:
      // Number and String keep their value; Map and Set start empty and are filled below.
      return type === "Number" || type === "String" ? new Ctor(value) : new Ctor();
  }
}

export function baseClone(
  value: unknown,
  deep: boolean,
  parent?: object,
  seen?: Map<object, unknown>,
): unknown {
  if (!isObject(value)) return value;
  const source = value as Indexable;
  const isArray = Array.isArray(value);
  const type = isArray ? "Array" : rawTag(value).slice(8, -1);
  let result: Indexable;
  if (isArray) {
    result = new (value.constructor as Constructor)(value.length);
    // The properties RegExp#exec adds to its match array.
    if (value.length && typeof value[0] === "string" && Object.hasOwn(value, "index")) {
      result.index = source.index;
      result.input = source.input;
    }
    if (!deep) {
      for (let i = 0; i < value.length; i++) result[i] = value[i];
      return result;
    }
  } else {
    // (lodash-es never takes a Node Buffer for one: its isBuffer is false in an ES module.)
    const isFunction = type === "Function" || type === "GeneratorFunction";
    if (type === "Object" || type === "Arguments" || (isFunction && !parent)) {
      const proto: unknown = Object.getPrototypeOf(value);
      result =
        !isFunction &&
        typeof source.constructor === "function" &&
        !isPrototype(value) &&
        isObject(proto)
          ? (Object.create(proto) as Indexable)
          : {};
      if (!deep) {
        for (const key of ownKeys(value)) assign(result, key, source[key]);
        return result;
      }
    } else {
      if (!CLONEABLE.test(type)) return parent ? value : {};
      result = initByType(value, type, deep);
    }
  }

  const visited = seen ?? new Map<object, unknown>();
  if (visited.has(value)) return visited.get(value);
  visited.set(value, result);

  const copy = (item: unknown) => baseClone(item, deep, value, visited);
  if (type === "Set") {
    (value as Set<unknown>).forEach((item) => (result as unknown as Set<unknown>).add(copy(item)));
  } else if (type === "Map") {
    (value as Map<unknown, unknown>).forEach((item, key) =>
      (result as unknown as Map<unknown, unknown>).set(key, copy(item)),
    );
  }
  for (const key of isArray ? [...value.keys()] : ownKeys(value)) {
    assign(result, key, copy(source[key]));
  }
  return result;
}
