/** Client log reports (logReport): numbered in arrival order, only the newest are kept. */
import type { MockState } from "../../core/state";
import type { ClientLogRecord } from "../../db/system";

/** How many client log entries the backend keeps. */
export const CLIENT_LOG_LIMIT = 200;

/** Stores one report with the next log_id and drops entries beyond CLIENT_LOG_LIMIT. */
export async function appendClientLog(
  state: MockState,
  entry: Omit<ClientLogRecord, "log_id" | "received_at">,
): Promise<void> {
  const logs = state.db.clientLogs.all();
  const log_id = logs.reduce((max, log) => Math.max(max, log.log_id), 0) + 1;
  await state.db.clientLogs.create({ log_id, ...entry, received_at: state.now() });
  // Keep only the newest CLIENT_LOG_LIMIT entries.
  if (logs.length + 1 > CLIENT_LOG_LIMIT) {
    const oldest = log_id - CLIENT_LOG_LIMIT;
    await state.db.clientLogs.deleteMany((q) => q.where({ log_id: (id) => id <= oldest }));
  }
}
