/**
 * MSW's HTTP handler, with a cheap first look at the path. MSW asks every handler in turn whether
 * it matches a request, and its matching compiles the handler's path into a regular expression
 * and parses the request's cookies each time: with 80 operations that was most of the mock's
 * time per call (docs/decisions/0083-copy-on-write-sandboxes.md). A PathHandler first compares the
 * request's path with the static part of its own (case-insensitively, a trailing slash optional,
 * as MSW's matcher does) and turns a request for another path away at once; a request that may be
 * its own is matched by MSW itself, as before.
 */
import { HttpHandler } from "msw";

/** A path as MSW's matcher compares it: case-insensitive, a trailing slash optional. */
const comparablePath = (path: string) => path.toLowerCase().replace(/\/$/, "");

/** Each request's comparable path, worked out once for every handler that asks. */
const requestPaths = new WeakMap<Request, string>();
function requestPath(request: Request): string {
  let path = requestPaths.get(request);
  if (path === undefined) {
    path = comparablePath(new URL(request.url).pathname);
    requestPaths.set(request, path);
  }
  return path;
}

const NO_MATCH = { match: { matches: false, params: {} }, cookies: {} };

type Resolver = ConstructorParameters<typeof HttpHandler>[2];

export class PathHandler extends HttpHandler {
  /** The path up to its first parameter or wildcard (the whole path when it has none). */
  private readonly fixed: string;
  private readonly exact: boolean;

  constructor(
    private readonly httpMethod: "GET" | "POST" | "PUT",
    path: string,
    resolver: Resolver,
  ) {
    super(httpMethod, path, resolver);
    const open = path.search(/[:*(]/);
    this.exact = open === -1;
    this.fixed = this.exact ? comparablePath(path) : path.slice(0, open).toLowerCase();
  }

  /** Whether a request's path (comparable: see comparablePath) may be this handler's. */
  private mayMatch(path: string): boolean {
    return this.exact ? path === this.fixed : path.startsWith(this.fixed);
  }

  /** Whether MSW could give this handler a request with this method and path (no query). */
  mayServe(method: string, path: string): boolean {
    return method === this.httpMethod && this.mayMatch(comparablePath(path));
  }

  override parse(args: Parameters<HttpHandler["parse"]>[0]): ReturnType<HttpHandler["parse"]> {
    if (!this.mayMatch(requestPath(args.request))) return Promise.resolve(NO_MATCH);
    return super.parse(args);
  }
}

/** http.get / post / put of msw, as PathHandlers (paths relative to the origin). */
export const pathHttp = {
  get: (path: string, resolver: Resolver) => new PathHandler("GET", path, resolver),
  post: (path: string, resolver: Resolver) => new PathHandler("POST", path, resolver),
  put: (path: string, resolver: Resolver) => new PathHandler("PUT", path, resolver),
};
