/**
 * Named snapshots of the data (docs/decisions/0080-durable-mock-state.md): save the current data
 * under a name, restore it (the page reloads), export it as a JSON file and import one (also one
 * exported by the standalone server's GET /__mock/snapshots/<name>).
 */
import { useEffect, useState } from "react";
import { Button, Callout, ControlGroup, FormGroup, HTMLTable, InputGroup } from "@blueprintjs/core";
import { DownloadIcon, FloppyDiskIcon, HistoryIcon, TrashIcon } from "@blueprintjs/icons";
import type { MockControls, NamedSnapshots } from "../controls";
import type { SnapshotSummary } from "../core/snapshots";
import type { PanelMessage } from "./link-field";
import { dateTimeOf } from "./use-backend";

interface Props {
  controls: MockControls;
  tick: number;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
  const link = Object.assign(document.createElement("a"), { href: url, download: `${name}.json` });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** What a row's buttons do: restore (the page reloads), export as a file, delete. */
function actionsOf(snapshots: NamedSnapshots, name: string) {
  return [
    {
      verb: "Restore",
      icon: <HistoryIcon />,
      act: async () => {
        await snapshots.restore(name);
        location.reload();
        return `Restored "${name}".`;
      },
    },
    {
      verb: "Export",
      icon: <DownloadIcon />,
      act: async () => {
        download(name, await snapshots.exportJson(name));
        return `Exported "${name}".`;
      },
    },
    {
      verb: "Delete",
      icon: <TrashIcon />,
      act: async () => {
        await snapshots.remove(name);
        return `Deleted "${name}".`;
      },
    },
  ];
}

export function SnapshotsTab({ controls }: Props) {
  const snapshots = controls.snapshots;
  if (!snapshots) return <Callout>This runtime keeps no named snapshots.</Callout>;
  return <SnapshotList snapshots={snapshots} />;
}

function SnapshotList({ snapshots }: { snapshots: NamedSnapshots }) {
  const [list, setList] = useState<SnapshotSummary[]>([]);
  const [name, setName] = useState("");
  const [message, setMessage] = useState<PanelMessage>();
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    void snapshots.list().then((found) => live && setList(found));
    return () => {
      live = false;
    };
  }, [snapshots, version]);
  const run = async (action: () => Promise<string>) => {
    try {
      setMessage({ intent: "success", text: await action() });
    } catch (error) {
      setMessage({ intent: "danger", text: errorText(error) });
    }
    setVersion((v) => v + 1);
  };
  const importFile = (file: File) =>
    run(async () => {
      const as = file.name.replace(/\.json$/i, "").replace(/[^A-Za-z0-9._-]/g, "-");
      await snapshots.importJson(as, await file.text());
      return `Imported "${as}".`;
    });

  return (
    <div>
      <FormGroup label="Save the current data as" labelFor="qa-snapshot-name">
        <ControlGroup>
          <InputGroup
            id="qa-snapshot-name"
            value={name}
            placeholder="before-review"
            onChange={(e) => setName(e.currentTarget.value)}
          />
          <Button
            icon={<FloppyDiskIcon />}
            text="Save"
            disabled={!name.trim()}
            onClick={() =>
              void run(async () => {
                await snapshots.save(name.trim());
                return `Saved "${name.trim()}".`;
              })
            }
          />
        </ControlGroup>
      </FormGroup>
      <FormGroup label="Import a JSON snapshot" labelFor="qa-snapshot-import">
        <input
          id="qa-snapshot-import"
          type="file"
          accept="application/json,.json"
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            if (file) void importFile(file);
            e.currentTarget.value = "";
          }}
        />
      </FormGroup>
      {message && (
        <Callout intent={message.intent} role="status" style={{ marginBottom: 12 }}>
          {message.text}
        </Callout>
      )}
      <HTMLTable compact striped style={{ width: "100%" }} aria-label="Snapshots">
        <thead>
          <tr>
            <th>Name</th>
            <th>Saved</th>
            <th>Records</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {list.map((snapshot) => (
            <tr key={snapshot.name}>
              <td>{snapshot.name}</td>
              <td>{dateTimeOf(snapshot.savedAt)}</td>
              <td>{snapshot.records}</td>
              <td style={{ whiteSpace: "nowrap" }}>
                {actionsOf(snapshots, snapshot.name).map(({ verb, icon, act }) => (
                  <Button
                    key={verb}
                    size="small"
                    icon={icon}
                    aria-label={`${verb} ${snapshot.name}`}
                    onClick={() => void run(act)}
                  />
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
