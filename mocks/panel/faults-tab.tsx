/** Arm a result code, an HTTP status, a delay or offline for the next N calls of one operation. */
import { useMemo, useState } from "react";
import {
  Button,
  Callout,
  Classes,
  ControlGroup,
  FormGroup,
  HTMLSelect,
  HTMLTable,
  NumericInput,
  Tag,
} from "@blueprintjs/core";
import { CrossIcon, TrashIcon } from "@blueprintjs/icons";
import { formatFaultList, formatOutcome, isSocket, type Outcome } from "../core/faults";
import { withMockParam } from "../core/url-faults";
import { handlers } from "../handlers";
import type { MockControls } from "../controls";
import { groupOperations } from "./operation-groups";
import { useRefresh } from "./use-backend";
import { LinkField, type PanelMessage } from "./link-field";

interface Props {
  controls: MockControls;
  tick: number;
}

const DEFAULT_OPERATION = "accountLogin";

export function FaultsTab({ controls }: Props) {
  const groups = useMemo(() => groupOperations(handlers), []);
  const all = useMemo(() => groups.flatMap(([, list]) => list), [groups]);
  const [operation, setOperation] = useState(
    all.find((o) => o.id === DEFAULT_OPERATION)?.id ?? all.find((o) => o.served)?.id ?? all[0]!.id,
  );
  const [times, setTimes] = useState(1);
  const [status, setStatus] = useState(503);
  const [delayMs, setDelayMs] = useState(3000);
  const [message, setMessage] = useState<PanelMessage>();
  const [, refresh] = useRefresh();
  const chosen = all.find((o) => o.id === operation)!;
  const faults = controls.faults();
  const link = withMockParam(location.href, formatFaultList(faults));

  const arm = (outcome: Outcome) => {
    try {
      controls.arm({ operation, outcome, times });
      setMessage({
        intent: "success",
        text: `Armed ${operation}:${formatOutcome(outcome)} for ${times} call(s).`,
      });
    } catch (error) {
      setMessage({
        intent: "danger",
        text: error instanceof Error ? error.message : String(error),
      });
    }
    refresh();
  };

  return (
    <div>
      <FormGroup
        label="Operation"
        labelFor="qa-operation"
        helperText={chosen.served ? chosen.path : "Not served by the mock yet."}
      >
        <HTMLSelect
          id="qa-operation"
          fill
          value={operation}
          onChange={(e) => setOperation(e.currentTarget.value as typeof operation)}
        >
          {groups.map(([group, list]) => (
            <optgroup key={group} label={group}>
              {list.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.id}
                  {o.served ? "" : " (not mocked)"}
                </option>
              ))}
            </optgroup>
          ))}
        </HTMLSelect>
      </FormGroup>
      <FormGroup label="For the next N calls" labelFor="qa-times" inline>
        <NumericInput
          id="qa-times"
          min={1}
          max={99}
          value={times}
          onValueChange={(v) => setTimes(Math.max(1, v || 1))}
          style={{ width: 60 }}
        />
      </FormGroup>

      <HTMLTable
        compact
        striped
        style={{ width: "100%" }}
        aria-label={`Result codes of ${operation}`}
      >
        <thead>
          <tr>
            <th scope="col">Code</th>
            <th scope="col">Meaning (spec)</th>
            <th scope="col">
              <span className={Classes.TEXT_MUTED}>Arm</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {chosen.codes.length === 0 && (
            <tr>
              <td colSpan={3} className={Classes.TEXT_MUTED}>
                This operation documents no failure codes.
              </td>
            </tr>
          )}
          {chosen.codes.map(({ code, meaning }) => (
            <tr key={code}>
              <td>
                <code>{code}</code>
              </td>
              <td>{meaning}</td>
              <td>
                <Button
                  size="small"
                  text="Arm"
                  aria-label={`Arm code ${code} for ${operation}`}
                  onClick={() => arm({ kind: "code", code })}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>

      <FormGroup label="Other outcomes" style={{ marginTop: 12 }}>
        <ControlGroup style={{ marginBottom: 6 }}>
          <label
            className={`${Classes.LABEL} ${Classes.INLINE}`}
            htmlFor="qa-status"
            style={{ margin: "0 8px 0 0", alignSelf: "center" }}
          >
            HTTP status
          </label>
          <NumericInput
            id="qa-status"
            min={100}
            max={599}
            value={status}
            onValueChange={setStatus}
            style={{ width: 70 }}
          />
          <Button text="Arm status" onClick={() => arm({ kind: "status", status })} />
        </ControlGroup>
        <ControlGroup style={{ marginBottom: 6 }}>
          <label
            className={`${Classes.LABEL} ${Classes.INLINE}`}
            htmlFor="qa-delay"
            style={{ margin: "0 8px 0 0", alignSelf: "center" }}
          >
            Delay (ms)
          </label>
          <NumericInput
            id="qa-delay"
            min={0}
            stepSize={500}
            minorStepSize={100}
            majorStepSize={5000}
            value={delayMs}
            onValueChange={setDelayMs}
            style={{ width: 80 }}
          />
          <Button text="Arm delay" onClick={() => arm({ kind: "delay", ms: delayMs })} />
        </ControlGroup>
        <Button
          text={
            chosen.served && isSocket(chosen.id)
              ? "Arm offline (refuse the next connection)"
              : "Arm offline (network failure)"
          }
          onClick={() => arm({ kind: "offline" })}
        />
        {isSocket(chosen.id) && (
          <ControlGroup style={{ marginTop: 6 }} aria-label={`Socket faults of ${operation}`}>
            <Button text="Arm drop" onClick={() => arm({ kind: "drop" })} />
            <Button text="Arm malformed frame" onClick={() => arm({ kind: "malformed" })} />
            <Button text="Arm garbled frame" onClick={() => arm({ kind: "garbled" })} />
            {chosen.id === "comfyUiSocket" && (
              <Button text="Arm render error" onClick={() => arm({ kind: "error" })} />
            )}
          </ControlGroup>
        )}
      </FormGroup>

      {message && (
        <Callout intent={message.intent} role="status" style={{ marginBottom: 12 }}>
          {message.text}
        </Callout>
      )}

      <h4 className={Classes.HEADING} style={{ marginTop: 16 }}>
        Armed faults
      </h4>
      {faults.length === 0 ? (
        <p className={Classes.TEXT_MUTED}>None: every call answers normally.</p>
      ) : (
        <ul style={{ listStyle: "none", padding: 0 }} aria-label="Armed faults">
          {faults.map((fault, index) => (
            <li key={`${fault.operation}-${index}`} style={{ marginBottom: 4 }}>
              <Tag intent="warning" minimal>
                {fault.operation}:{formatOutcome(fault.outcome)}
              </Tag>{" "}
              {fault.remaining} call(s) left{" "}
              <Button
                size="small"
                variant="minimal"
                icon={<CrossIcon />}
                aria-label={`Clear the faults of ${fault.operation}`}
                onClick={() => {
                  controls.clear(fault.operation);
                  refresh();
                }}
              />
            </li>
          ))}
        </ul>
      )}
      <Button
        icon={<TrashIcon />}
        text="Clear all faults"
        disabled={faults.length === 0}
        onClick={() => {
          controls.clear();
          refresh();
        }}
      />

      <LinkField
        id="qa-link"
        label="Link that reproduces these faults"
        link={link}
        onMessage={setMessage}
      />
    </div>
  );
}
