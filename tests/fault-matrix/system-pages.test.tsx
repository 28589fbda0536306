/** The system group's calls on the other pages (the landing page's: system.test.tsx). */
import { walkTriggers } from "./walk";
import { LANDING_CALLS, pick, systemTriggers } from "./triggers/system";
import { shortenUploadTimings, stubObjectUrls } from "../uploads/upload-files";

// The upload queue's previews and its waits for an image jsdom never loads (tests/uploads).
stubObjectUrls();
shortenUploadTimings();

walkTriggers(pick(systemTriggers, LANDING_CALLS, false));
