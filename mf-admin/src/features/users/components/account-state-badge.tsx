import type { User } from '@hiroba/api-client';
import { ACCOUNT_STATE_LABELS } from '@hiroba/contract/fields';
import { Badge } from '@hiroba/shared-ui';

// Light fills with near-black text, as the role badges: the word carries the meaning, not the colour.
export function AccountStateBadge({ user }: { user: Pick<User, 'suspension'> }) {
  const suspended = user.suspension !== null;
  return (
    <Badge variant="filled" color={suspended ? 'red.2' : 'green.2'} c="dark.9" radius="sm" size="lg">
      {ACCOUNT_STATE_LABELS[suspended ? 'suspended' : 'active']}
    </Badge>
  );
}
