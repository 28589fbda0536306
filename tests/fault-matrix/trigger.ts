/**
 * The page-level fault matrix's vocabulary (docs/decisions/0052): for every operation of the spec, the
 * page and the user action that make the call, or the reason no page makes it. The cases come from
 * the spec (tests/fault-matrix/outcomes.ts), so a new operation or result code cannot be missed.
 */
import type { UserEvent } from "@testing-library/user-event";
import type { AppRouter } from "@/app/router";
import type { OperationId } from "@/generated/operations";
import type { Language } from "@/lib/language";

export interface TriggerContext {
  user: UserEvent;
  language: Language;
  router: AppRouter;
  /** A catalogue text of the language: text("accounts", "login.submit"). */
  text: (namespace: string, key: string) => string;
}

/** Who uses the page: a visitor, or one of the seeded accounts (mocks/seed/users.ts). */
export type Viewer = "visitor" | "creator" | "reader";

export interface PageTrigger {
  /** Where the user is when the call is made (a route of the app, with its query). */
  route: string;
  /** Default: a visitor. */
  as?: Viewer;
  /**
   * Waits until the page can be used (its main content has loaded). For a call the page makes as
   * it opens, the harness waits for the failure instead.
   */
  ready?: (ctx: TriggerContext) => Promise<void>;
  /** What the user enters once, before acting (a form's fields, a comment): see `typed`. */
  fill?: (ctx: TriggerContext) => Promise<void>;
  /**
   * The one gesture that makes the call (a click on Send), repeated for every outcome: the repeat
   * is the user's retry. Absent: the page makes the call as it opens, and its Try again button
   * makes it again.
   */
  act?: (ctx: TriggerContext) => Promise<void>;
  /** Fields `fill` filled (accessible name → value): still there after every failure. */
  typed?: (ctx: TriggerContext) => Record<string, string>;
  /** After the faults, the call succeeds: what the user then sees (default: the message goes). */
  succeeded?: (ctx: TriggerContext) => Promise<void>;
  /**
   * The action is a single submission (a form, a post): while the call is on its way, acting again
   * sends nothing more. Default: true for actions.
   */
  once?: boolean;
  /**
   * The spec's own message for an outcome, where it is not the catalogue's for that code or fault
   * (platform.md §8: a report that fails says "System error, try again later"). Given the armed
   * outcome (1501, http500, offline…); undefined keeps the catalogue's.
   */
  messageOf?: (armed: string, ctx: TriggerContext) => string | undefined;
  /**
   * The spec says the call's failures are not shown (portal.md: the browse event's "errors
   * ignored"): the walk checks that each outcome leaves the page as it was, with no message and
   * nothing logged. The text cites the spec.
   */
  silent?: string;
  /**
   * A known gap in the product: the walk is skipped, and the test's name says why. Each one is
   * listed in the closing note of the stop that leaves it.
   */
  gap?: string;
}

/** An operation no page calls, and why; the matrix checks that src/ indeed never calls it. */
export interface NotCalled {
  notCalled: string;
}

/** One page, or every page that makes the call in its own way (its own view of the failure). */
export type MatrixEntry = PageTrigger | readonly PageTrigger[] | NotCalled;

export type Triggers = Partial<Record<OperationId, MatrixEntry>>;

export const isNotCalled = (entry: MatrixEntry): entry is NotCalled =>
  !Array.isArray(entry) && "notCalled" in entry;

/** The pages an entry walks (none for an operation no page calls). */
export const pagesOf = (entry: MatrixEntry): readonly PageTrigger[] =>
  isNotCalled(entry) ? [] : Array.isArray(entry) ? entry : [entry as PageTrigger];
