/**
 * The community chat the footer points to. The spec names a chat link and a chat-app QR code but
 * not their targets: both are deployment settings (VITE_COMMUNITY_CHAT_URL, VITE_COMMUNITY_QR_URL,
 * a same-origin image). Without a QR image the footer draws a labelled placeholder locally
 * (decisions.md §3: no third-party host at run time).
 */
const env = import.meta.env as Record<string, string | undefined>;

export const COMMUNITY_CHAT_URL: string = env.VITE_COMMUNITY_CHAT_URL || "https://discord.com/";
export const COMMUNITY_QR_URL: string | undefined = env.VITE_COMMUNITY_QR_URL || undefined;
