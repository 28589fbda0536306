/**
 * The password-reset links this browser has seen end (docs/decisions/0086-used-reset-links.md): a
 * link that set a password ("used") or that the server refused with 1314 ("expired": used
 * elsewhere, replaced by a newer e-mail or older than 30 minutes). No operation of the contract
 * tells whether a link still works before a new password is sent (decisions.md §2), so the page
 * says so before its form only for links this browser has seen end. Only the link's key (the
 * request's name, not its secret value) is kept, for the last few links.
 */
import { storage } from "@/lib/storage";

export type EndedLink = "used" | "expired";

const KEY = "gc.resetLinks.ended";
/** More links than anyone opens in the 1800 s a link lives (accountResetPwd in openapi/paths/auth). */
const KEPT = 20;

type Ended = [key: string, how: EndedLink][];

const read = (): Ended => {
  const value = storage.read<unknown>(KEY);
  return Array.isArray(value)
    ? value.filter(
        (entry): entry is [string, EndedLink] =>
          Array.isArray(entry) &&
          typeof entry[0] === "string" &&
          (entry[1] === "used" || entry[1] === "expired"),
      )
    : [];
};

/** How the link with this key ended, when this browser saw it end. */
export function endedResetLink(linkKey: string): EndedLink | undefined {
  return read().find(([key]) => key === linkKey)?.[1];
}

/** Remembers that the link with this key ended (a later "used" wins over "expired"). */
export function rememberEndedResetLink(linkKey: string, how: EndedLink): void {
  const rest = read().filter(([key]) => key !== linkKey);
  storage.write(KEY, [...rest, [linkKey, how]].slice(-KEPT));
}
