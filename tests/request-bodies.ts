/** What the app sent: the JSON bodies of its requests to one path, as the MSW server saw them. */
import { onTestFinished } from "vitest";
import { server } from "./msw-server";

/**
 * The JSON bodies sent to an API path, in the order they were sent (read from the requests as
 * they start, so the order is the app's, whatever the answers do).
 */
export function recordBodies(path: string): unknown[] {
  const bodies: unknown[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname !== path) return;
    const copy = request.clone();
    const slot = bodies.length;
    bodies.push(undefined);
    void copy.json().then((body: unknown) => {
      bodies[slot] = body;
    });
  };
  server.events.on("request:start", listener);
  onTestFinished(() => server.events.removeListener("request:start", listener));
  return bodies;
}

/**
 * The event types the app reports (commReportEvent, platform.md §7: page views, browse, share and
 * download events) from now on, in the order sent; -1 for a body not read yet.
 */
export function recordEventTypes(): () => number[] {
  const bodies = recordBodies("/api/basesys/commreportevent");
  return () =>
    bodies.map((body) => (body as { event_type?: number } | undefined)?.event_type ?? -1);
}
