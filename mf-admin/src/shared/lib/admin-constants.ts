// The admin side navigation is 274 px wide and folds away under 760 px
// (docs/product.md#business-constants).
export const ADMIN_NAV_WIDTH = 274;
export const ADMIN_BREAKPOINT = 760;

/** Rows per page in the admin tables (our decision: docs/product.md#business-constants). */
export const ADMIN_PAGE_SIZE = 20;
