/**
 * react-router's production build keeps components the app never renders (`Form`, `NavLink`,
 * `ScrollRestoration`, `HistoryRouter`, … with the hooks only they use, ~6 KB raw on every page's
 * first load): each is `var X = React.forwardRef(…)`, a call the bundler cannot prove pure, followed
 * by `X.displayName = "X"`, a property write it must keep. This build step marks those top-level
 * `forwardRef` calls pure and drops the top-level `displayName` writes (React DevTools' labels only:
 * the production build shows no component names anyway), so that rolldown drops what nothing uses.
 * Lines keep their place (a dropped write leaves its line empty). Production builds only
 * (vite.config.ts): development, the mock build and the tests keep react-router's own code.
 */
import type { Plugin } from "vite";

const REACT_ROUTER_CHUNK =
  /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/].*\.mjs$/;
const TOP_LEVEL_FORWARD_REF = /^(var \w+ = )(React\d*\.forwardRef\()/gm;
const TOP_LEVEL_DISPLAY_NAME = /^\w+\.displayName = "[^"\n]*";$/gm;

/** The module's code with its top-level forwardRef calls pure and its displayName writes gone. */
export function treeShakeableReactRouter(code: string): string {
  return code
    .replace(TOP_LEVEL_FORWARD_REF, "$1/* @__PURE__ */ $2")
    .replace(TOP_LEVEL_DISPLAY_NAME, "");
}

export function reactRouterTreeShaking(): Plugin {
  return {
    name: "react-router-tree-shaking",
    apply: "build",
    transform: {
      filter: { id: REACT_ROUTER_CHUNK },
      handler(code) {
        return { code: treeShakeableReactRouter(code), map: null };
      },
    },
  };
}
