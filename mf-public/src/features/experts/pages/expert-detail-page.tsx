import { NotFoundPage } from '@hiroba/shared-ui';

// No expert can be shown before the expert calls arrive, so every expert page is honestly not found.
export function ExpertDetailPage() {
  return <NotFoundPage />;
}
