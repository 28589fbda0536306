/** Pending audits (posted articles and works, comments, applications): approve or reject now. */
import { useState } from "react";
import { Button, ButtonGroup, Classes, FormGroup, HTMLTable, InputGroup } from "@blueprintjs/core";
import { TickIcon, CrossIcon } from "@blueprintjs/icons";
import { DEFAULT_FAIL_OPINION, type AuditRequest, type MockControls } from "../controls";
import { useRefresh } from "./use-backend";

export function AuditsTab({ controls }: { controls: MockControls; tick: number }) {
  const [opinion, setOpinion] = useState(DEFAULT_FAIL_OPINION);
  const [, refresh] = useRefresh();
  const pending = controls.pendingAudits();
  const now = controls.info().now;
  const resolve = (request: AuditRequest) => {
    controls.resolveAudits(request);
    refresh();
  };
  return (
    <div>
      <FormGroup label="Opinion sent with a rejection" labelFor="qa-opinion">
        <InputGroup
          id="qa-opinion"
          value={opinion}
          onChange={(e) => setOpinion(e.currentTarget.value)}
        />
      </FormGroup>
      {pending.length === 0 ? (
        <p className={Classes.TEXT_MUTED}>No audit is pending.</p>
      ) : (
        <>
          <p>
            {pending.length} pending. Titles containing "reject" fail by default; the rest pass.
          </p>
          <ButtonGroup style={{ marginBottom: 12 }}>
            <Button text="Approve all" onClick={() => resolve({ ok: true })} />
            <Button text="Reject all" onClick={() => resolve({ ok: false, opinion })} />
            <Button text="Resolve all by default verdict" onClick={() => resolve({})} />
          </ButtonGroup>
          <HTMLTable compact striped style={{ width: "100%" }} aria-label="Pending audits">
            <thead>
              <tr>
                <th scope="col">Kind</th>
                <th scope="col">Title</th>
                <th scope="col">Due</th>
                <th scope="col">Resolve</th>
              </tr>
            </thead>
            <tbody>
              {pending.map((audit) => (
                <tr key={`${audit.kind}-${audit.id}`}>
                  <td>{audit.kind}</td>
                  <td>
                    {audit.title} <span className={Classes.TEXT_MUTED}>#{audit.id}</span>
                  </td>
                  <td>
                    {Number.isFinite(audit.dueAt)
                      ? `${Math.max(0, Math.round((audit.dueAt - now) / 1000))} s`
                      : "on demand"}
                  </td>
                  <td>
                    <ButtonGroup>
                      <Button
                        size="small"
                        icon={<TickIcon />}
                        intent="success"
                        aria-label={`Approve ${audit.kind} ${audit.title}`}
                        onClick={() => resolve({ kind: audit.kind, id: audit.id, ok: true })}
                      />
                      <Button
                        size="small"
                        icon={<CrossIcon />}
                        intent="danger"
                        aria-label={`Reject ${audit.kind} ${audit.title}`}
                        onClick={() =>
                          resolve({ kind: audit.kind, id: audit.id, ok: false, opinion })
                        }
                      />
                    </ButtonGroup>
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </>
      )}
    </div>
  );
}
