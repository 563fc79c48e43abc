// Rows per page of the expert's lists.
export const EXPERT_PER = 20;
