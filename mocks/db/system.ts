/**
 * System collections: global config, advertisements and promoted items, e-mail subscriptions,
 * event counters, complaints, uploads and client log reports. Times are milliseconds of the mock
 * clock (state.now()); answers convert them to unix seconds.
 */
import { Collection } from "@msw/data";
import { z } from "zod";
import type {
  AdvertisePosition,
  ComplaintReason,
  ComplaintTarget,
  EventType,
  GlobalConfigType,
  InitUploadLsCosDataMethod,
  LogReportBodyLevel,
} from "@/generated/model";

/** One global configuration entry (getGlobalTypeData answers it as it is). */
export interface GlobalConfigRecord {
  type_id: GlobalConfigType;
  param: number;
  param_str: string;
}

/** A banner advertisement of a position (getAdvertise). */
export interface AdvertisementRecord {
  advertise_id: string;
  position: AdvertisePosition;
  /** The linked work (works home) or article (knowledge home). */
  g_id: string;
  advertise_name: string;
  images: string;
  description: string;
  web_url: string;
  up_time: number;
  /** Shown while start_time <= now < end_time. */
  start_time: number;
  end_time: number;
}

/** An item promoted at a position (getAdvertisePos), in display order. */
export interface PromotedItemRecord {
  position: AdvertisePosition;
  g_id: string;
  order: number;
}

export interface SubscriptionRecord {
  email: string;
  created_at: number;
}

/**
 * How often an event was reported: per target (user_id "") and, for signed-in reporters, per user
 * (target "*"; the user's own browse count).
 */
export interface EventCounterRecord {
  event_type: EventType;
  /** The article or work id, or the page address of a page view; "*" for a per-user counter. */
  target: string;
  /** "" for the count over everybody. */
  user_id: string;
  count: number;
  last_at: number;
}

export interface ComplaintRecord {
  complaint_id: string;
  user_id: string;
  c_type: ComplaintTarget;
  c_type_sub: ComplaintReason;
  g_id: string;
  content: string;
  options: Record<string, string>;
  created_at: number;
}

/** A reserved upload: the bytes go to upload_url, then url serves them. */
export interface UploadRecord {
  upload_id: string;
  user_id: string;
  file_name: string;
  file_size: number;
  content_type: string;
  sha1: string;
  method: InitUploadLsCosDataMethod;
  upload_url: string;
  url: string;
  created_at: number;
  /** The bytes arrived (set by the byte-upload handler). */
  uploaded: boolean;
}

/** A client log entry (logReport); domains/system/client-logs.ts keeps only the newest. */
export interface ClientLogRecord {
  log_id: number;
  level: LogReportBodyLevel;
  message: string;
  context: Record<string, string>;
  /** When it happened on the client (unix ms). */
  time: number;
  received_at: number;
  /** The reporter's user id when a live session sent it, else "". */
  user_id: string;
}

export function createSystemCollections() {
  return {
    globalConfig: new Collection({ schema: z.custom<GlobalConfigRecord>() }),
    advertisements: new Collection({ schema: z.custom<AdvertisementRecord>() }),
    promotedItems: new Collection({ schema: z.custom<PromotedItemRecord>() }),
    subscriptions: new Collection({ schema: z.custom<SubscriptionRecord>() }),
    eventCounters: new Collection({ schema: z.custom<EventCounterRecord>() }),
    complaints: new Collection({ schema: z.custom<ComplaintRecord>() }),
    uploads: new Collection({ schema: z.custom<UploadRecord>() }),
    clientLogs: new Collection({ schema: z.custom<ClientLogRecord>() }),
  };
}
