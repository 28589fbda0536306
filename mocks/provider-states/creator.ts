/**
 * Provider states of the creator programme, for the creator's game demo (the project): no
 * application, a waiting one, an approved one (with its initial grant), its API key and a billed
 * request. They run through the programme's own transitions (mocks/domains/creator/
 * transitions.ts), so the account, the demo's token flags and the grants stay consistent. Name the
 * demo first.
 */
import { ApplyType, AuditStatus, Flag, WorksType, type ModelId } from "@/generated/model";
import type { MockState } from "../core/state";
import type { IncentiveAccountRecord } from "../db/creator";
import { findAccount } from "../domains/creator/queries";
import { applicationId } from "../domains/creator/rules";
import {
  recordUsage,
  replaceApiKey,
  reviewApplication,
  submitProgrammeApplication,
} from "../domains/creator/transitions";
import type { WorksRecord } from "../db/content";
import { FIXTURES, given, type ApplicationState } from "./sentences";
import { state } from "./common";

const { demo, billingRecord, billingModel } = FIXTURES;

/** The fixed key of the contract's project (never printed by the app: lists show it masked). */
const CONTRACT_KEY = `sk-${"ContractKey0".repeat(4)}`;

function projectDemo(mock: MockState, projectId: string): WorksRecord {
  const record = mock.db.works.findFirst((q) =>
    q.where({ works_id: projectId, works_type: WorksType.GameDemo, deleted: false }),
  );
  if (!record)
    throw new Error(
      `Demo ${projectId} does not exist: name the demo before its programme application.`,
    );
  return record;
}

/** No application, account, key, grant or bill for the project; the demo shows no application. */
async function withoutApplication(mock: MockState, projectId: string): Promise<WorksRecord> {
  const record = projectDemo(mock, projectId);
  const { db } = mock;
  db.applications.deleteMany((q) => q.where({ project_id: projectId }));
  db.projects.deleteMany((q) => q.where({ project_id: projectId }));
  db.apiKeys.deleteMany((q) => q.where({ project_id: projectId }));
  db.incentiveRecords.deleteMany((q) => q.where({ project_id: projectId }));
  db.billing.deleteMany((q) => q.where({ project_id: projectId }));
  await db.works.update((q) => q.where({ works_id: projectId }), {
    data(works) {
      works.is_token_apply = Flag.Off;
      works.token_audit_status = AuditStatus.Default;
    },
  });
  return record;
}

export async function withApplication(
  mock: MockState,
  projectId: string,
  status: ApplicationState,
): Promise<void> {
  const record = await withoutApplication(mock, projectId);
  if (status === "no") return;
  const at = mock.now() - 3 * 86_400_000;
  await submitProgrammeApplication(mock.db, {
    userId: record.user_id,
    projectId,
    demoName: record.copy.works_title,
    introduction: "A delivery game whose dialogue is written with GPT-4o.",
    at,
  });
  if (status === "an approved") {
    await reviewApplication(
      mock.db,
      applicationId(projectId, ApplyType.Project, 1),
      { ok: true },
      at + 86_400_000,
    );
  }
}

export function approvedAccount(mock: MockState, projectId: string): IncentiveAccountRecord {
  const record = projectDemo(mock, projectId);
  const account = findAccount(mock.db, record.user_id, projectId);
  if (!account)
    throw new Error(
      `Project ${projectId} has no programme application: name an approved one first.`,
    );
  return account;
}

/** Defines the creator sentences (called once by registerProviderStates in ./index.ts). */
export function defineCreatorStates(): void {
  for (const status of ["no", "a waiting", "an approved"] as const) {
    state(given.application(demo, status), ({ state: mock }) =>
      withApplication(mock, demo, status),
    );
  }

  state(given.apiKey(demo), async ({ state: mock }) => {
    await replaceApiKey(mock.db, approvedAccount(mock, demo), {
      key: CONTRACT_KEY,
      at: mock.now() - 3_600_000,
    });
  });

  // One request billed an hour ago (it also lowers the balance and adds to the consumption).
  state(given.billingRecord(billingRecord, demo, billingModel), async ({ state: mock }) => {
    mock.db.billing.deleteMany((q) => q.where({ request_id: billingRecord }));
    await recordUsage(mock.db, approvedAccount(mock, demo), {
      modelId: billingModel as ModelId,
      amount: 12.5,
      requestId: billingRecord,
      at: mock.now() - 3_600_000,
    });
  });
}
