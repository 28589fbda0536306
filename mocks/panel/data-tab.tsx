/** The backend's data: reset or reseed, move the clock, and the latency and audit delay settings. */
import { useState } from "react";
import {
  Button,
  Callout,
  Classes,
  ControlGroup,
  FormGroup,
  HTMLTable,
  NumericInput,
} from "@blueprintjs/core";
import { RefreshIcon, TimeIcon } from "@blueprintjs/icons";
import type { MockControls } from "../controls";
import { dateTimeOf, useRefresh } from "./use-backend";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export function DataTab({ controls }: { controls: MockControls; tick: number }) {
  const info = controls.info();
  const [seed, setSeed] = useState(info.seed);
  const [minutes, setMinutes] = useState(60);
  const [latency, setLatency] = useState(info.config.latencyMs);
  const [auditDelay, setAuditDelay] = useState(info.config.auditDelayMs);
  const [busy, setBusy] = useState(false);
  const [, refresh] = useRefresh();
  const advance = (ms: number) => {
    controls.advanceClock(ms);
    refresh();
  };
  const reset = async () => {
    setBusy(true);
    await controls.reset(seed);
    location.reload();
  };
  return (
    <div>
      <HTMLTable compact style={{ marginBottom: 12 }} aria-label="Backend">
        <tbody>
          <tr>
            <th scope="row" style={{ whiteSpace: "nowrap" }}>
              Seed
            </th>
            <td>{info.seed}</td>
          </tr>
          <tr>
            <th scope="row" style={{ whiteSpace: "nowrap" }}>
              Seeded at
            </th>
            <td>{dateTimeOf(info.seededAt)}</td>
          </tr>
          <tr>
            <th scope="row" style={{ whiteSpace: "nowrap" }}>
              Mock time
            </th>
            <td>
              {dateTimeOf(info.now)}
              {info.clockOffsetMs > 1000 && (
                <span className={Classes.TEXT_MUTED}>
                  {" "}
                  (+{Math.round(info.clockOffsetMs / 60_000)} min)
                </span>
              )}
            </td>
          </tr>
          <tr>
            <th scope="row" style={{ whiteSpace: "nowrap" }}>
              Records
            </th>
            <td>
              {Object.entries(info.counts)
                .filter(([, n]) => n > 0)
                .map(([name, n]) => `${name} ${n}`)
                .join(" · ")}
            </td>
          </tr>
        </tbody>
      </HTMLTable>

      <FormGroup label="Reset the data (a fresh seed; the page reloads)" labelFor="qa-seed">
        <ControlGroup>
          <NumericInput
            id="qa-seed"
            min={0}
            value={seed}
            onValueChange={(v) => setSeed(Math.max(0, Math.floor(v || 0)))}
            style={{ width: 120 }}
          />
          <Button
            icon={<RefreshIcon />}
            intent="danger"
            text="Reset and reload"
            loading={busy}
            onClick={() => void reset()}
          />
        </ControlGroup>
      </FormGroup>

      <FormGroup
        label="Advance the clock"
        labelFor="qa-minutes"
        helperText="Expires codes, sessions and audit delays; the clock never goes back."
      >
        <ControlGroup>
          <NumericInput
            id="qa-minutes"
            min={1}
            value={minutes}
            onValueChange={(v) => setMinutes(Math.max(1, v || 1))}
            style={{ width: 80 }}
          />
          <Button
            icon={<TimeIcon />}
            text="minutes"
            aria-label={`Advance the clock by ${minutes} minutes`}
            onClick={() => advance(minutes * 60_000)}
          />
          <Button text="+1 hour" onClick={() => advance(HOUR)} />
          <Button text="+1 day" onClick={() => advance(DAY)} />
        </ControlGroup>
      </FormGroup>

      <FormGroup label="Settings (kept across reloads)">
        <ControlGroup style={{ marginBottom: 6 }}>
          <label
            className={`${Classes.LABEL} ${Classes.INLINE}`}
            htmlFor="qa-latency"
            style={{ margin: "0 8px 0 0", alignSelf: "center" }}
          >
            Latency (ms)
          </label>
          <NumericInput
            id="qa-latency"
            min={0}
            stepSize={50}
            minorStepSize={10}
            majorStepSize={500}
            value={latency}
            onValueChange={(v) => setLatency(Math.max(0, v || 0))}
            style={{ width: 80 }}
          />
        </ControlGroup>
        <ControlGroup style={{ marginBottom: 6 }}>
          <label
            className={`${Classes.LABEL} ${Classes.INLINE}`}
            htmlFor="qa-audit-delay"
            style={{ margin: "0 8px 0 0", alignSelf: "center" }}
          >
            Audit delay (ms)
          </label>
          <NumericInput
            id="qa-audit-delay"
            min={0}
            stepSize={1000}
            minorStepSize={100}
            majorStepSize={10000}
            value={auditDelay}
            onValueChange={(v) => setAuditDelay(Math.max(0, v || 0))}
            style={{ width: 90 }}
          />
        </ControlGroup>
        <Button
          text="Apply settings"
          onClick={() => {
            controls.setConfig({ latencyMs: latency, auditDelayMs: auditDelay });
            refresh();
          }}
        />
      </FormGroup>
      <Callout intent="primary" compact>
        Data is kept in this browser profile (localStorage) and shared by its tabs; uploads up to 20
        MB are kept in IndexedDB.
      </Callout>
    </div>
  );
}
