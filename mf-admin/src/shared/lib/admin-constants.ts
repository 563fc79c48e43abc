// Spec section 9: the admin side navigation is 274 px wide and folds away under 760 px.
export const ADMIN_NAV_WIDTH = 274;
export const ADMIN_BREAKPOINT = 760;

/** Rows per page in the admin tables (the spec leaves page sizes open). */
export const ADMIN_PAGE_SIZE = 20;
