// The first crumb of every admin page.
import { pagePath } from '@hiroba/shared-ui';

export const ADMIN_CRUMB = { text: '管理画面', to: pagePath('admin-dashboard') };
