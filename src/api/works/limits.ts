/** The works lists' page sizes (portal.md §9): game demos on the works home. */
export const DEMO_PAGE_SIZE = 8;
