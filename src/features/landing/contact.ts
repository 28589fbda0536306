/**
 * The contact e-mail address the landing page shows: a deployment setting (VITE_CONTACT_EMAIL),
 * like the community chat link (src/components/footer/community.ts). Without one the contact
 * section lists the other channels only: no invented address.
 */
const env = import.meta.env as Record<string, string | undefined>;

export const CONTACT_EMAIL: string | undefined = env.VITE_CONTACT_EMAIL?.trim() || undefined;
