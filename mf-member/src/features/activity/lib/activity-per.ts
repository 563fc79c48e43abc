// Rows per page of the member's own lists.
export const ACTIVITY_PER = 20;
