import type { Role } from '@hiroba/api-client';
import { Badge } from '@hiroba/shared-ui';
import { ROLE_LABELS } from '@hiroba/contract/fields';

// Light fills with near-black text: over 7:1 in the dark scheme, and the word carries the meaning.
const ROLE_COLOR: Record<Role, string> = {
  free_member: 'gray.3',
  paid_member: 'yellow.3',
  expert: 'teal.2',
  admin: 'red.2',
};

export function RoleBadge({ role }: { role: Role }) {
  return (
    <Badge variant="filled" color={ROLE_COLOR[role]} c="dark.9" radius="sm" size="lg">
      {ROLE_LABELS[role]}
    </Badge>
  );
}
