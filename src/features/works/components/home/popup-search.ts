import { POPUP_PARAM } from "../../constants";

/** The link that opens a work's popup on the works home (history entry marked to close with "back"). */
export const popupSearch = (worksId: string) => `?${POPUP_PARAM}=${encodeURIComponent(worksId)}`;
