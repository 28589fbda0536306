/**
 * Writes of one backend run one after another: a check-then-create (is it liked? then create the
 * like; is an application waiting? then file it) spans an await, and two quick clicks must not
 * both pass the check. One queue per state, shared by every domain that needs it.
 */
import type { MockState } from "./state";

const queues = new WeakMap<MockState, Promise<unknown>>();

export function serialized<T>(state: MockState, write: () => Promise<T> | T): Promise<T> {
  const previous = queues.get(state) ?? Promise.resolve();
  const next = previous.then(write, write);
  queues.set(
    state,
    next.catch(() => undefined),
  );
  return next;
}
