/**
 * hoist-non-react-statics 3.3 for Formik (vite.config.ts aliases it here): copies a component's
 * own static properties, except React's and the function's own, onto its wrapper (Formik's
 * connect()). Same rules as the package (tests/lib/package-shims.test.ts compares them), as an ES
 * module: the package is CommonJS, so the bundle kept it, with the react-is it requires, on the
 * account pages' first load even though they never call connect().
 */
type Statics = Readonly<Record<PropertyKey, true>>;

const REACT_STATICS: Statics = {
  childContextTypes: true,
  contextType: true,
  contextTypes: true,
  defaultProps: true,
  displayName: true,
  getDefaultProps: true,
  getDerivedStateFromError: true,
  getDerivedStateFromProps: true,
  mixins: true,
  propTypes: true,
  type: true,
};
const KNOWN_STATICS: Statics = {
  name: true,
  length: true,
  prototype: true,
  caller: true,
  callee: true,
  arguments: true,
  arity: true,
};
const FORWARD_REF_STATICS: Statics = {
  $$typeof: true,
  render: true,
  defaultProps: true,
  displayName: true,
  propTypes: true,
};
const MEMO_STATICS: Statics = {
  $$typeof: true,
  compare: true,
  defaultProps: true,
  displayName: true,
  propTypes: true,
  type: true,
};
// react-is 16's type symbols, as the package reads them.
const FORWARD_REF = Symbol.for("react.forward_ref");
const MEMO = Symbol.for("react.memo");
const LEGACY_ELEMENT = Symbol.for("react.element");

type Component = { $$typeof?: unknown; type?: { $$typeof?: unknown } } & object;

function staticsOf(component: Component): Statics {
  // react-is's isMemo: an element (React <= 16.11 style) of a memo component.
  if (component.$$typeof === LEGACY_ELEMENT && component.type?.$$typeof === MEMO) {
    return MEMO_STATICS;
  }
  if (component.$$typeof === FORWARD_REF) return FORWARD_REF_STATICS;
  if (component.$$typeof === MEMO) return MEMO_STATICS;
  return REACT_STATICS;
}

export function hoistNonReactStatics<T extends object>(
  target: T,
  source: object | string,
  blacklist?: Readonly<Record<PropertyKey, boolean>>,
): T {
  if (typeof source === "string") return target; // an HTML tag has no statics
  const inherited: unknown = Object.getPrototypeOf(source);
  if (inherited && inherited !== Object.prototype) {
    hoistNonReactStatics(target, inherited as object, blacklist);
  }
  const targetStatics = staticsOf(target as Component);
  const sourceStatics = staticsOf(source as Component);
  const keys: PropertyKey[] = [
    ...Object.getOwnPropertyNames(source),
    ...Object.getOwnPropertySymbols(source),
  ];
  for (const key of keys) {
    if (KNOWN_STATICS[key] || blacklist?.[key] || sourceStatics[key] || targetStatics[key])
      continue;
    const descriptor = Object.getOwnPropertyDescriptor(source, key)!;
    try {
      Object.defineProperty(target, key, descriptor);
    } catch {
      // A read-only property of the target stays as it is.
    }
  }
  return target;
}

export default hoistNonReactStatics;
