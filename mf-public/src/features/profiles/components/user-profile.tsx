import { api } from '@hiroba/api-client';
import {
  Avatar,
  EmptyState,
  Group,
  LoadingState,
  NotFoundPage,
  PageHeader,
  Text,
  Title,
  useBreadcrumbs,
  usePageData,
  usePageTitle,
} from '@hiroba/shared-ui';
import { LoadError } from '../../../shared/components/load-error';
import { isNotFoundError } from '../../../shared/lib/api-errors';

export const NO_NICKNAME = '未設定';

/** A member's public face: nickname (未設定 when missing) and picture. Never the e-mail. */
export function UserProfile({ userId }: { userId: number }) {
  const { data: info, error, loading, reload } = usePageData(() => api.userInformations.showWithUserId(userId), [userId]);
  const nickname = info?.nickname?.trim() || NO_NICKNAME;
  const title = info ? `${nickname}さんのプロフィール` : 'プロフィール';
  usePageTitle(title);
  useBreadcrumbs([{ text: 'トップ', to: '/' }, { text: title, disabled: true }]);

  if (isNotFoundError(error)) return <NotFoundPage />;
  if (error) {
    return (
      <>
        <PageHeader title={title} />
        <LoadError error={error} onRetry={reload} />
      </>
    );
  }
  if (loading || !info) return <LoadingState />;

  return (
    <>
      <PageHeader title={title} />
      <Group gap="lg" align="center" wrap="nowrap">
        {/* The name is written right beside the picture, so the picture itself needs no alt text. */}
        <Avatar src={info.profile_image} alt="" size={96} radius="xl" />
        <Text size="lg">
          ニックネーム：<strong>{nickname}</strong>
        </Text>
      </Group>
      <section aria-labelledby="profile-questions">
        <Title order={2} id="profile-questions" mt="xl" mb="sm">
          {nickname}さんの質問
        </Title>
        <EmptyState title="まだ質問がありません" />
      </section>
    </>
  );
}
