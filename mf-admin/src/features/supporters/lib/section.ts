/** The section's name in the side navigation, the dashboard and the breadcrumbs. */
export const SUPPORTERS_SECTION = 'クラウドファンディング支援者';
