import { useCallback, useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { POPUP_PARAM } from "../constants";

/** The history entry a card adds when it opens a popup (so closing can simply go back). */
export interface PopupEntryState {
  worksPopup?: boolean;
}

/**
 * The works popup lives in the address (?pictDetailsId=, platform.md §2): a card adds a history
 * entry, so the browser's back button closes the popup and leaves the gallery where it was; a
 * shared link opens it on a fresh load. Closing goes back to the gallery's entry when a card
 * opened the popup, else it removes the parameter in place.
 */
export function usePopupRoute(): { openId: string; close: () => void } {
  const location = useLocation();
  const navigate = useNavigate();
  const openId = new URLSearchParams(location.search).get(POPUP_PARAM)?.trim() ?? "";
  const fromCard = (location.state as PopupEntryState | null)?.worksPopup === true;
  // Esc and a click may both ask to close before the address changes: go back once only.
  const closing = useRef(false);
  useEffect(() => {
    closing.current = false;
  }, [location.key]);

  const close = useCallback(() => {
    if (closing.current) return;
    closing.current = true;
    if (fromCard) {
      void navigate(-1);
      return;
    }
    const params = new URLSearchParams(location.search);
    params.delete(POPUP_PARAM);
    const search = params.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : "", hash: location.hash },
      { replace: true, preventScrollReset: true },
    );
  }, [fromCard, navigate, location.pathname, location.search, location.hash]);

  return { openId, close };
}
