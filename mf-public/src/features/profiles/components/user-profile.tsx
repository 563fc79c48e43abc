import { api, type UserInformation } from '@hiroba/api-client';
import {
  EmptyState,
  Group,
  LoadingState,
  NotFoundPage,
  PageHeader,
  ProfileAvatar,
  Text,
  Title,
  displayName,
  usePageData,
  LoadError,
  useBreadcrumbs,
  usePageTitle,
  TOP_CRUMB,
} from '@hiroba/shared-ui';
import { isNotFoundError } from '../../../shared/lib/api-errors';

interface ProfileViewProps {
  info: UserInformation | undefined;
  error: unknown;
  reload(): void;
}

function ProfileView({ info, error, reload }: ProfileViewProps) {
  const nickname = displayName({ user_information: info ?? null });
  const title = info ? `${nickname}さんのプロフィール` : 'プロフィール';
  usePageTitle(info || error ? title : undefined);
  useBreadcrumbs([TOP_CRUMB, { text: title, disabled: true }]);

  if (error) {
    return (
      <>
        <PageHeader title={title} />
        <LoadError error={error} onRetry={reload} />
      </>
    );
  }
  if (!info) return <LoadingState />;
  return (
    <>
      <PageHeader title={title} />
      <Group gap="lg" align="center" wrap="nowrap">
        {/* The name is written right beside the picture (decorative by default). */}
        <ProfileAvatar src={info.profile_image} name={nickname} size={96} />
        <Text size="lg">
          ニックネーム：<strong>{nickname}</strong>
        </Text>
      </Group>
      <section aria-labelledby="profile-questions">
        <Title order={2} id="profile-questions" mt="xl" mb="sm">
          {nickname}さんの質問
        </Title>
        <EmptyState message="まだ質問がありません" />
      </section>
    </>
  );
}

/** A member's public face: nickname (未設定 when missing) and picture. Never the e-mail. */
export function UserProfile({ userId }: { userId: number }) {
  const { data, error, reload } = usePageData(() => api.userInformations.showWithUserId(userId), [userId]);
  if (isNotFoundError(error)) return <NotFoundPage />;
  return <ProfileView info={data} error={error} reload={reload} />;
}
