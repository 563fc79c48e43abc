import { EmptyState, RouterAnchor, Stack } from '@hiroba/shared-ui';

interface Props {
  /** The honest empty state, e.g. まだコラムがありません. */
  title: string;
  /** What this page will let the admin do, and when. */
  children: string;
  link?: { to: string; label: string };
}

/** For admin pages whose management arrives with a later update: say so plainly, offer a way on. */
export function UpcomingSection({ title, children, link }: Props) {
  return (
    <Stack gap="md">
      <EmptyState title={title}>{children}</EmptyState>
      {link && <RouterAnchor to={link.to}>{link.label}</RouterAnchor>}
    </Stack>
  );
}
