/**
 * Creator programme (decision 0005, record 0024): programme applications and the top-up / renew
 * requests (one collection, told apart by apply_type), the incentive account of each applied
 * project, its one API key, the approved grants, and billed model requests.
 *
 * Units: money in US cents (numbers with up to 2 decimals); fields named *_time are unix seconds as
 * the API speaks; every other time is milliseconds of the mock clock. project_id is always the
 * works_id of one of the owner's game demos.
 *
 * Schemas and record types only: the programme's rules, reads and state transitions live in
 * mocks/domains/creator/.
 */
import { Collection } from "@msw/data";
import { z } from "zod";
import type {
  ApplyType,
  AuditStatus,
  BillingRecord,
  Flag,
  IncentiveRecord,
} from "@/generated/model";

/** A programme application (apply_type 1), a top-up request (2) or a renew request (3). */
export interface ApplicationRecord {
  /** `${project_id}/${apply_type}/${seq}`; also the id of its pending audit. */
  id: string;
  project_id: string;
  user_id: string;
  apply_type: ApplyType;
  /** 1, 2, … per project and apply_type. A programme application keeps seq 1 when resubmitted. */
  seq: number;
  /** Programme application only ("" for requests). */
  demo_name: string;
  introduction: string;
  /** 0 waiting, 1 approved, 2 rejected (never -1: that means "no record"). */
  audit_status: AuditStatus;
  audit_opinion: string;
  /** Top-up only: the requested amount in whole US dollars (0 otherwise). */
  change_value: number;
  /** Top-up only: why it is requested. */
  reason: string;
  created_at: number;
  /** Last (re)submission; the audit falls due config.auditDelayMs after it. */
  submitted_at: number;
  /** When the review decided (0 while waiting). */
  resolved_at: number;
}

/** One project's incentive account; created with the programme application, funded on approval. */
export interface IncentiveAccountRecord {
  project_id: string;
  user_id: string;
  /** When the programme application was first submitted (the list shows the newest first). */
  applied_at: number;
  balance: number;
  total_gifts: number;
  total_consume: number;
  /** unix seconds; 0 until approved. */
  expire_time: number;
  /** US cents; 0 until the owner sets one. */
  day_limit: number;
  limit_turn_on: Flag;
  /** 1 while a top-up request waits for review. */
  apply_balance: Flag;
  /** 1 while a renew request waits for review. */
  apply_expire_time: Flag;
}

/** The one live key of a project (a replaced key is deleted, so it stops working at once). */
export interface ApiKeyRecord {
  project_id: string;
  user_id: string;
  key: string;
  key_create_time: number;
}

/** An approved grant on an account (what projectOpDetails lists). */
export interface IncentiveGrantRecord extends IncentiveRecord {
  id: string;
  project_id: string;
  user_id: string;
}

/** A billed model request; project_name is the demo title when billed (the answer prefers the current one). */
export interface BillingRow extends BillingRecord {
  user_id: string;
}

export function createCreatorCollections() {
  return {
    applications: new Collection({ schema: z.custom<ApplicationRecord>() }),
    projects: new Collection({ schema: z.custom<IncentiveAccountRecord>() }),
    apiKeys: new Collection({ schema: z.custom<ApiKeyRecord>() }),
    incentiveRecords: new Collection({ schema: z.custom<IncentiveGrantRecord>() }),
    billing: new Collection({ schema: z.custom<BillingRow>() }),
  };
}
