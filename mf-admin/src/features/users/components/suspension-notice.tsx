import type { User } from '@hiroba/api-client';
import { Alert, DateText, Text } from '@hiroba/shared-ui';

/** At the top of a suspended person's page: since when and why, so no admin misses it. */
export function SuspensionNotice({ suspension }: { suspension: NonNullable<User['suspension']> }) {
  return (
    <Alert color="red" title="このアカウントは停止中です">
      <Text>
        <DateText value={suspension.at} withTime />
        から停止しています。本人はログインできません。
      </Text>
      <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>停止の理由: {suspension.reason}</Text>
    </Alert>
  );
}
