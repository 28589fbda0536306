/**
 * Copies a text to the clipboard and says so (platform.md §8: the copy-success message). Uses the
 * Clipboard API, and a selected hidden textarea where it is missing or refused (plain-http
 * deployments, older browsers).
 */
import { useCallback } from "react";
import { showToast } from "@/components/toaster";

function copyWithSelection(text: string): boolean {
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.appendChild(area);
  const focused = document.activeElement as HTMLElement | null;
  area.select();
  let copied: boolean;
  try {
    copied = document.execCommand("copy");
  } catch {
    copied = false;
  }
  area.remove();
  focused?.focus();
  return copied;
}

export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, not a secure context): try the selection below.
  }
  return copyWithSelection(text);
}

/** copy(text) → the success or the failure message, as a toast. */
export function useCopyText(messages: { copied: string; failed: string }) {
  const { copied, failed } = messages;
  return useCallback(
    async (text: string) => {
      const ok = await copyText(text);
      void showToast(ok ? copied : failed, ok ? "success" : "error");
      return ok;
    },
    [copied, failed],
  );
}
