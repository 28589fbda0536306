/** The request log: every call the mock answered, newest first. */
import { Classes, HTMLTable, Tag } from "@blueprintjs/core";
import type { MockControls } from "../controls";
import { timeOf } from "./use-backend";

const SHOWN = 150;

export function LogTab({ controls }: { controls: MockControls; tick: number }) {
  const entries = controls.log().slice(-SHOWN).reverse();
  if (entries.length === 0) return <p className={Classes.TEXT_MUTED}>No requests yet.</p>;
  return (
    <HTMLTable
      compact
      striped
      style={{ width: "100%", fontSize: 12 }}
      aria-label="Request log, newest first"
    >
      <thead>
        <tr>
          <th scope="col">Time</th>
          <th scope="col">Operation</th>
          <th scope="col">HTTP</th>
          <th scope="col">Code</th>
          <th scope="col">Fault</th>
          <th scope="col">ms</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => {
          const failed = entry.status !== 200 || (entry.code !== undefined && entry.code !== 0);
          return (
            <tr key={entry.id}>
              <td>{timeOf(entry.at)}</td>
              <td>{entry.operation}</td>
              <td>{entry.status}</td>
              <td>
                {entry.code === undefined ? (
                  ""
                ) : (
                  <Tag minimal intent={failed ? "danger" : "success"}>
                    {entry.code}
                  </Tag>
                )}
              </td>
              <td>
                {entry.fault ? (
                  <Tag minimal intent="warning">
                    {entry.fault}
                  </Tag>
                ) : (
                  ""
                )}
              </td>
              <td>{entry.ms}</td>
            </tr>
          );
        })}
      </tbody>
    </HTMLTable>
  );
}
