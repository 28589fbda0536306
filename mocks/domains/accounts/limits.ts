/** The windows and limits of decision 0002 (sign-up codes, sign-in failures, reset links). */
export const AUTH_LIMITS = {
  codeValidMs: 600_000,
  resendAfterMs: 60_000,
  mailsPerDay: 10,
  failedSignInsPerDay: 5,
  resetLinkValidMs: 1_800_000,
} as const;
