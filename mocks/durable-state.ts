/**
 * The standalone server's durable state and named snapshots (docs/decisions/0080). With
 * MOCK_STATE_FILE set, the server writes its data after each change, coalesced
 * (one write at most every WRITE_DEBOUNCE_MS after a change, and never two at once), to a
 * temporary file in the same folder that is then renamed over the state file: a crash mid-write
 * leaves the last good state. At start the file is loaded; a file that is not JSON, has another
 * schema version or other collections is refused with a message, moved aside to
 * `<file>.corrupt-<timestamp>` (never deleted), and the server starts from the seed.
 *
 * Named snapshots are kept beside the file (`<file>.snapshots/<name>.json`), or in memory when no
 * file is set.
 */
import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import type { MockState } from "./core/state";
import { takeSnapshot, type Snapshot } from "./core/persist";
import {
  byName,
  checkSnapshotName,
  readSnapshotText,
  SnapshotRefused,
  summaryOf,
  type SnapshotStore,
  type SnapshotSummary,
} from "./core/snapshots";
import { restoreBackend } from "./backend";

/** The fingerprint the server's files carry (it does not gate loading: snapshotProblem). */
export const SERVER_FINGERPRINT = "mock-server";
export const WRITE_DEBOUNCE_MS = 100;
/** A change every few milliseconds still reaches the disk at least this often. */
export const WRITE_MAX_WAIT_MS = 1_000;

/** A state holding the snapshot; throws SnapshotRefused when its collections differ from the db's. */
export async function stateFromSnapshot(
  snapshot: Snapshot,
  config: MockState["config"],
  what: string,
): Promise<MockState> {
  const state = await restoreBackend(snapshot, config);
  if (!state)
    throw new SnapshotRefused(`${what} cannot be used: its collections differ from this server's.`);
  return state;
}

const timestamp = () => new Date().toISOString().replace(/[:.]/g, "-");

export interface LoadedStateFile {
  state?: MockState;
  /** Why the file was refused, and where it was moved. */
  refused?: { message: string; movedTo: string };
}

/** Loads the state file; a file that cannot be used is moved aside (undefined state: seed). */
export async function loadStateFile(
  file: string,
  config: MockState["config"],
): Promise<LoadedStateFile> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return {};
    throw error;
  }
  try {
    const what = `The state file ${file}`;
    return { state: await stateFromSnapshot(readSnapshotText(text, what), config, what) };
  } catch (error) {
    if (!(error instanceof SnapshotRefused)) throw error;
    const movedTo = `${file}.corrupt-${timestamp()}`;
    await rename(file, movedTo);
    return { refused: { message: error.message, movedTo } };
  }
}

export interface StateFileWriterOptions {
  /** Test hook (MOCK_STATE_WRITE_PAUSE_MS): waits this long between the write and the rename. */
  pauseBeforeRenameMs?: number;
  debounceMs?: number;
  maxWaitMs?: number;
}

export interface StateFileStatus {
  file: string;
  /** A change not yet on disk (waiting for its write, or being written). */
  pending: boolean;
  writes: number;
  lastWriteAt: number | null;
  lastError: string | null;
}

/** Writes the current state after each change: coalesced, temporary file then rename. */
export class StateFileWriter {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private firstChangeAt: number | undefined;
  private writing: Promise<void> | undefined;
  private dirty = false;
  private writes = 0;
  private lastWriteAt: number | null = null;
  private lastError: string | null = null;
  private readonly tmp: string;

  constructor(
    readonly file: string,
    private readonly current: () => MockState,
    private readonly options: StateFileWriterOptions = {},
  ) {
    this.tmp = join(dirname(file), `.${basename(file)}.tmp-${process.pid}`);
  }

  /** Call after every change (state.onChange). */
  readonly changed = (): void => {
    this.dirty = true;
    const now = Date.now();
    this.firstChangeAt ??= now;
    const debounce = this.options.debounceMs ?? WRITE_DEBOUNCE_MS;
    const maxWait = this.options.maxWaitMs ?? WRITE_MAX_WAIT_MS;
    const wait = Math.max(0, Math.min(debounce, this.firstChangeAt + maxWait - now));
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.run(), wait);
  };

  status(): StateFileStatus {
    return {
      file: this.file,
      pending: this.dirty || this.writing !== undefined,
      writes: this.writes,
      lastWriteAt: this.lastWriteAt,
      lastError: this.lastError,
    };
  }

  /** Writes now what is pending and waits for it (a clean shutdown). */
  async flush(): Promise<void> {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    await this.run();
  }

  private async run(): Promise<void> {
    this.timer = undefined;
    // One write at a time: a change during a write is written by the next run.
    while (this.writing) await this.writing;
    if (!this.dirty) return;
    this.dirty = false;
    this.firstChangeAt = undefined;
    this.writing = this.write().finally(() => {
      this.writing = undefined;
    });
    await this.writing;
    if (this.dirty && this.timer === undefined) this.changed();
  }

  private async write(): Promise<void> {
    try {
      const text = JSON.stringify(takeSnapshot(this.current(), SERVER_FINGERPRINT));
      await writeFile(this.tmp, text);
      const pause = this.options.pauseBeforeRenameMs ?? 0;
      if (pause > 0) await new Promise((resolve) => setTimeout(resolve, pause));
      await rename(this.tmp, this.file);
      this.writes += 1;
      this.lastWriteAt = Date.now();
      this.lastError = null;
    } catch (error) {
      this.lastError = error instanceof Error ? error.message : String(error);
      console.error(`[mock] could not write the state file ${this.file}:`, error);
    }
  }
}

// ── named snapshots ──────────────────────────────────────────────────────────────────────────

/** Snapshots as `<dir>/<name>.json`, each written through a temporary file and a rename. */
export function fileSnapshots(dir: string): SnapshotStore {
  const path = (name: string) => join(dir, `${checkSnapshotName(name)}.json`);
  const read = async (name: string) => {
    try {
      return readSnapshotText(await readFile(path(name), "utf8"), `Snapshot ${name}`);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
      throw error;
    }
  };
  return {
    async list() {
      const files = await readdir(dir).catch(() => [] as string[]);
      const summaries: SnapshotSummary[] = [];
      for (const file of files.filter((f) => f.endsWith(".json"))) {
        const name = file.slice(0, -".json".length);
        const snapshot = await read(name).catch(() => undefined);
        if (snapshot) summaries.push(summaryOf(name, snapshot));
      }
      return summaries.sort(byName);
    },
    get: read,
    async put(name, snapshot) {
      await mkdir(dir, { recursive: true });
      const tmp = join(dir, `.${name}.tmp-${process.pid}`);
      await writeFile(tmp, JSON.stringify(snapshot));
      await rename(tmp, path(name));
      return summaryOf(name, snapshot);
    },
    async delete(name) {
      const file = path(name);
      const exists = await stat(file).then(
        () => true,
        () => false,
      );
      if (exists) await rm(file);
      return exists;
    },
  };
}
