/** The page /gatepet frames: the pet generator alone (routes.tsx, blank layout). */
export const PET_FRAME_PATH = "/gatepet/frame";
