// /notifications: every role's notifications, newest first (docs/notifications.md). Each is a link
// to its place (an answer's anchor on its question's page...) and is marked read as it is opened;
// unread ones say so in words. Listing them counts as having seen them for the daily mail digest
// (the server records it). すべて既読にする is offered while anything is unread.
import { api, useDataVersion } from '@hiroba/api-client';
import {
  Badge,
  Button,
  Card,
  DateText,
  EmptyState,
  Group,
  LoadError,
  LoadingState,
  PageHeader,
  Pager,
  RouterAnchor,
  Stack,
  Text,
  TOP_CRUMB,
  pagePath,
  snackbar,
  usePageData,
  usePageParam,
  usePageTrail,
} from '@hiroba/shared-ui';
import { markRead, UNREAD_MARK } from '@hiroba/shared-ui/signed-in';
import { useState } from 'react';

export const NOTIFICATIONS_PER = 20;
const LIST_LABEL = 'お知らせの一覧';
const LIST_ID = 'notification-list';

export default function NotificationsPage() {
  usePageTrail('お知らせ', [TOP_CRUMB]);
  const page = usePageParam();
  const freshness = useDataVersion('notifications');
  const { data, error, reload } = usePageData(
    (signal) => Promise.all([api.notifications.list({ page, per: NOTIFICATIONS_PER }, { signal }), api.notifications.unreadCount({ signal })]),
    [page, freshness],
  );
  const [readingAll, setReadingAll] = useState(false);

  const readAll = async () => {
    setReadingAll(true);
    try {
      await api.notifications.readAll();
      snackbar.show('すべてのお知らせを既読にしました。', 'success');
      // The button goes away with the last unread item: the focus goes to the list it changed.
      document.getElementById(LIST_ID)?.focus();
    } catch {
      snackbar.show('既読にできませんでした。時間をおいて、もう一度お試しください。', 'error');
    } finally {
      setReadingAll(false);
    }
  };

  const [list, unread] = data ?? [];
  return (
    <Stack gap="lg">
      <PageHeader title="お知らせ" lead="あなたの質問への回答や、あなたの回答への返信などをお知らせします。">
        <Group gap="md">
          {!!unread?.unread && (
            <Button variant="outline" onClick={() => void readAll()} loading={readingAll}>
              すべて既読にする
            </Button>
          )}
          <RouterAnchor to={pagePath('notification-settings')}>メールの受け取り方を設定する</RouterAnchor>
        </Group>
      </PageHeader>
      {error ? (
        <LoadError error={error} onRetry={reload} />
      ) : !list || !unread ? (
        <LoadingState label="お知らせを読み込み中" keepHeight="60vh" />
      ) : list.data.length === 0 ? (
        <EmptyState message="お知らせはまだありません。" />
      ) : (
        <>
          <Text>
            全部で {list.meta.total}件（未読 {unread.unread}件）
          </Text>
          <Stack component="ul" gap="sm" aria-label={LIST_LABEL} id={LIST_ID} tabIndex={-1} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {list.data.map((notification) => (
              <li key={notification.id}>
                <Card withBorder padding="md" radius="md">
                  <Group gap="xs" wrap="nowrap" align="baseline">
                    {!notification.read && (
                      <Badge color="red.9" variant="outline" style={{ flexShrink: 0 }}>
                        {UNREAD_MARK}
                      </Badge>
                    )}
                    <RouterAnchor to={notification.url} onClick={() => markRead(api.notifications, notification)} fw={notification.read ? 400 : 700}>
                      {notification.message}
                      {notification.title && `：${notification.title}`}
                    </RouterAnchor>
                  </Group>
                  <Text size="sm" c="dimmed" mt={4}>
                    <DateText value={notification.created_at} withTime />
                  </Text>
                </Card>
              </li>
            ))}
          </Stack>
          <Pager total={list.meta.total_pages} label="お知らせのページ送り" />
        </>
      )}
    </Stack>
  );
}
