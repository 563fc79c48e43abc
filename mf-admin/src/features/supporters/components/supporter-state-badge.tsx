import { Badge } from '@hiroba/shared-ui';

export const SUPPORTER_STATE_LABEL = { shown: '掲載中', hidden: '非掲載' } as const;

// The same colours as the publish-status badge: dark text on light green / light grey keeps 7:1
// contrast in the dark scheme.
export function SupporterStateBadge({ published }: { published: boolean }) {
  return (
    <Badge variant="filled" color={published ? 'green.2' : 'gray.3'} c="dark.9" radius="sm" size="lg">
      {published ? SUPPORTER_STATE_LABEL.shown : SUPPORTER_STATE_LABEL.hidden}
    </Badge>
  );
}
