// /notifications/settings: how each kind of notification reaches the person by mail (docs/notifications.md):
// 「すぐに」, 「1日1回まとめて」 or 「受け取らない」, one group of choices per kind their role receives
// (the server sends those, with the defaults where they chose none). The site always shows every
// notification; only the mail changes. What they follow is listed below the form.
import { api, type NotificationSettings } from '@hiroba/api-client';
import { MAIL_DELIVERIES, MAIL_DELIVERY_LABELS, NOTIFICATION_KIND_LABELS, type MailDelivery, type NotificationKind } from '@hiroba/contract/notifications';
import {
  Alert,
  Button,
  Divider,
  Form,
  FormErrorSummary,
  Group,
  LoadError,
  LoadingState,
  PageHeader,
  Radio,
  RouterAnchor,
  Stack,
  Text,
  TOP_CRUMB,
  pagePath,
  useForm,
  usePageData,
  usePageTrail,
  useSubmitErrors,
} from '@hiroba/shared-ui';
import { useState } from 'react';
import { FollowList } from '../components/follow-list';

export const SAVED_MESSAGE = 'お知らせの設定を保存しました。';

type Deliveries = Partial<Record<NotificationKind, MailDelivery>>;

function SettingsForm({ initial }: { initial: NotificationSettings }) {
  const kinds = initial.settings.map((setting) => setting.kind);
  const form = useForm<Deliveries>({
    name: 'notification-settings',
    initialValues: Object.fromEntries(initial.settings.map(({ kind, delivery }) => [kind, delivery])),
  });
  const errors = useSubmitErrors(form);
  const [saved, setSaved] = useState(false);
  const submit = errors.submit(async (values) => {
    setSaved(false);
    const answer = await api.notificationSettings.update({ settings: kinds.map((kind) => ({ kind, delivery: values[kind] ?? 'off' })) });
    form.setValues(Object.fromEntries(answer.settings.map(({ kind, delivery }) => [kind, delivery])));
    form.resetDirty();
    setSaved(true);
  });

  return (
    <Form onSubmit={submit} noValidate aria-label="メールの受け取り方">
      <Stack gap="lg">
        <FormErrorSummary messages={errors.messages} title="設定を保存できませんでした" />
        {kinds.map((kind) => (
          // A fieldset and its legend: a screen reader names the kind before each choice.
          <fieldset key={kind} className="hiroba-plain-fieldset">
            <Text component="legend" fw={700}>
              {NOTIFICATION_KIND_LABELS[kind]}
            </Text>
            <Radio.Group {...form.getInputProps(kind)}>
              <Group gap="lg" mt="xs">
                {MAIL_DELIVERIES.map((delivery) => (
                  <Radio key={delivery} value={delivery} label={MAIL_DELIVERY_LABELS[delivery]} />
                ))}
              </Group>
            </Radio.Group>
          </fieldset>
        ))}
        {saved && (
          <Alert color="green" role="status" title={SAVED_MESSAGE}>
            次のお知らせから、この設定でメールをお送りします。
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={form.submitting}>
            設定を保存する
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}

export default function NotificationSettingsPage() {
  usePageTrail('お知らせの設定', [TOP_CRUMB, { text: 'お知らせ', to: pagePath('notifications') }]);
  const { data, error, reload } = usePageData((signal) => api.notificationSettings.get({ signal }), []);
  return (
    <Stack gap="xl">
      <PageHeader
        title="お知らせの設定"
        lead="お知らせの種類ごとに、メールを受け取る方法を選べます。サイトの「お知らせ」には、設定にかかわらずすべて表示されます。"
      >
        <div>
          <RouterAnchor to={pagePath('notifications')}>お知らせの一覧に戻る</RouterAnchor>
        </div>
      </PageHeader>
      {error ? <LoadError error={error} onRetry={reload} /> : !data ? <LoadingState label="設定を読み込み中" keepHeight="60vh" /> : <SettingsForm initial={data} />}
      <Divider />
      <FollowList />
    </Stack>
  );
}
