/**
 * The in-app QA panel (mock builds only; English only — an internal tool, not part of the product):
 * a floating button opening a drawer to arm faults, apply data states, read the request log and the
 * mailbox, resolve audits, reset, reseed or move the clock of the mock backend, and keep named
 * snapshots of its data. A state link
 * that applied nothing opens the drawer on its message (docs/decisions/0079-state-links.md).
 */
import { useState } from "react";
import { Button, Drawer, Tab, Tabs } from "@blueprintjs/core";
import { BugIcon } from "@blueprintjs/icons";
import type { MockControls } from "../controls";
import { FaultsTab } from "./faults-tab";
import { LogTab } from "./log-tab";
import { MailboxTab } from "./mailbox-tab";
import { AuditsTab } from "./audits-tab";
import { DataTab } from "./data-tab";
import { StatesTab } from "./states-tab";
import { SnapshotsTab } from "./snapshots-tab";
import { useTick } from "./use-backend";

type TabId = "faults" | "states" | "log" | "mailbox" | "audits" | "data" | "snapshots";

export function QaPanel({ controls }: { controls: MockControls }) {
  // A state link that applied nothing says so at once, on the States tab.
  const [open, setOpen] = useState(() => controls.stateError() !== undefined);
  const [tab, setTab] = useState<TabId>(() =>
    controls.stateError() !== undefined ? "states" : "faults",
  );
  const tick = useTick(true);
  const armed = controls.faults().length;
  return (
    <>
      <Button
        icon={<BugIcon />}
        intent={armed > 0 ? "warning" : "none"}
        onClick={() => setOpen(true)}
        aria-label={
          armed > 0
            ? `Open the mock QA panel (${armed} ${armed === 1 ? "fault" : "faults"} armed)`
            : "Open the mock QA panel"
        }
        aria-haspopup="dialog"
        text={armed > 0 ? `QA · ${armed}` : "QA"}
        size="small"
        // Bottom right, above the footer, so it never hides page content or the copyright line.
        style={{ position: "fixed", right: 12, bottom: 64, zIndex: 30, opacity: 0.85 }}
      />
      <Drawer
        isOpen={open}
        onClose={() => setOpen(false)}
        title="Mock backend QA"
        icon={<BugIcon />}
        size="560px"
        position="right"
        autoFocus
        enforceFocus
        canEscapeKeyClose
      >
        <div style={{ padding: "8px 16px 16px", overflowY: "auto", flex: 1 }}>
          {/* disabled={false} spelled out: Blueprint's arrow keys look for aria-disabled="false", and
              React 19 no longer puts a class's defaultProps on element props. */}
          <Tabs
            id="gc-mock-qa-tabs"
            selectedTabId={tab}
            onChange={(id) => setTab(id as TabId)}
            renderActiveTabPanelOnly
          >
            <Tab
              disabled={false}
              id="faults"
              title="Faults"
              panel={<FaultsTab controls={controls} tick={tick} />}
            />
            <Tab
              disabled={false}
              id="states"
              title="States"
              panel={<StatesTab controls={controls} tick={tick} />}
            />
            <Tab
              disabled={false}
              id="log"
              title="Requests"
              panel={<LogTab controls={controls} tick={tick} />}
            />
            <Tab
              disabled={false}
              id="mailbox"
              title="Mailbox"
              panel={<MailboxTab controls={controls} tick={tick} />}
            />
            <Tab
              disabled={false}
              id="audits"
              title="Audits"
              panel={<AuditsTab controls={controls} tick={tick} />}
            />
            <Tab
              disabled={false}
              id="data"
              title="Data & clock"
              panel={<DataTab controls={controls} tick={tick} />}
            />
            <Tab
              disabled={false}
              id="snapshots"
              title="Snapshots"
              panel={<SnapshotsTab controls={controls} tick={tick} />}
            />
          </Tabs>
        </div>
      </Drawer>
    </>
  );
}
