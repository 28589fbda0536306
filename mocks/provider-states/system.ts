/**
 * Provider states of the system group: reports of the creator's article, an advertisement and a
 * promoted article, and the global configuration.
 */
import { AdvertisePosition, ComplaintReason, ComplaintTarget } from "@/generated/model";
import type { MockState } from "../core/state";
import { imageUrl } from "../core/files";
import { GLOBAL_CONFIG_DEFAULTS } from "../seed/system";
import { FIXTURES, given } from "./sentences";
import { DAY_MS, ensureUser, parseTarget, state } from "./common";

const { creator, reader, article, demo, advertisement } = FIXTURES;
const ON_ARTICLE = `article ${article}`;
const DEMO = `demo ${demo}`;

const complaintTarget = (target: string) => {
  const { kind, id } = parseTarget(target);
  return { c_type: kind === "article" ? ComplaintTarget.Essay : ComplaintTarget.Work, g_id: id };
};

/** Removes every report of the target. */
function clearReports(mock: MockState, target: string): void {
  const { c_type, g_id } = complaintTarget(target);
  mock.db.complaints.deleteMany((q) => q.where({ c_type, g_id }));
}

/** Defines the system sentences (called once by registerProviderStates in ./index.ts). */
export function defineSystemStates(): void {
  state(given.notReported(ON_ARTICLE), ({ state: mock }) => clearReports(mock, ON_ARTICLE));

  for (const user of [creator, reader]) {
    state(given.reportedBy(user.user_id, ON_ARTICLE), async ({ state: mock }) => {
      await ensureUser(mock, user.user_id);
      clearReports(mock, ON_ARTICLE);
      await mock.db.complaints.create({
        complaint_id: `contract-complaint-${user.user_id}`,
        user_id: user.user_id,
        ...complaintTarget(ON_ARTICLE),
        c_type_sub: ComplaintReason.SpamAds,
        content: "Spam links in the article.",
        options: {},
        created_at: mock.now() - 3_600_000,
      });
    });
  }

  // Shown now (opened yesterday, closes in 30 days), the newest of its position.
  state(given.advertisement(advertisement, DEMO), async ({ state: mock }) => {
    const now = mock.now();
    mock.db.advertisements.deleteMany((q) => q.where({ advertise_id: advertisement }));
    await mock.db.advertisements.create({
      advertise_id: advertisement,
      position: AdvertisePosition.WorksHome,
      g_id: demo,
      advertise_name: "Star Courier launch",
      images: imageUrl(`contract-ad-${advertisement}`, { w: 1600, h: 600, label: "Star Courier" }),
      description: "Deliver parcels across the galaxy.",
      web_url: `/gameworks/detail?id=${demo}`,
      up_time: now,
      start_time: now - DAY_MS,
      end_time: now + 30 * DAY_MS,
    });
  });

  // First in display order on the knowledge home.
  state(given.promoted(ON_ARTICLE, "knowledge home"), async ({ state: mock }) => {
    const position = AdvertisePosition.LoreEssayHome;
    const items = mock.db.promotedItems.findMany((q) => q.where({ position }));
    const first = Math.min(0, ...items.map((item) => item.order)) - 1;
    mock.db.promotedItems.deleteMany((q) => q.where({ position, g_id: article }));
    await mock.db.promotedItems.create({ position, g_id: article, order: first });
  });

  state(given.globalConfig(), async ({ state: mock }) => {
    for (const entry of GLOBAL_CONFIG_DEFAULTS) {
      mock.db.globalConfig.deleteMany((q) => q.where({ type_id: entry.type_id }));
      await mock.db.globalConfig.create({ ...entry });
    }
  });
}
