import { api, type MyComment, type PublicProfile } from '@hiroba/api-client';
import {
  Group,
  LoadingState,
  ModerationMark,
  NotFoundPage,
  PageHeader,
  ProfileAvatar,
  RouterAnchor,
  Stack,
  Text,
  Title,
  displayName,
  pagePath,
  usePageData,
  LoadError,
  useBreadcrumbs,
  usePageTitle,
  TOP_CRUMB,
} from '@hiroba/shared-ui';
import { isNotFoundError } from '../../../shared/lib/api-errors';
import { PagedList } from '../../../shared/lists/paged-list';
import { PagedQuestions, QUESTIONS_PER_PAGE } from '../../../shared/questions/paged-questions';
import { AnswerList } from './answer-card';
import { ReportAction } from '../../../shared/safety/safety-parts';

/** Answers per page on a profile, as many as questions. */
const ANSWERS_PER_PAGE = QUESTIONS_PER_PAGE;

interface ProfileViewProps {
  info: PublicProfile | undefined;
  error: unknown;
  reload(): void;
}

/** The person's questions and answers, each list with a pager of its own (?page= and ?answer_page=). */
function ProfileActivity({ userId, nickname }: { userId: number; nickname: string }) {
  const loadKey = String(userId);
  return (
    <>
      <section aria-labelledby="profile-questions">
        <Title order={2} id="profile-questions" mt="xl" mb="sm">
          {nickname}さんの質問
        </Title>
        <PagedQuestions
          loadKey={loadKey}
          withAsker={false}
          load={(page, options) => api.questions.list({ user_id: userId, page, per: QUESTIONS_PER_PAGE }, options)}
          empty="まだ質問がありません"
        />
      </section>
      <section aria-labelledby="profile-answers">
        <Title order={2} id="profile-answers" mt="xl" mb="sm">
          {nickname}さんの回答・コメント
        </Title>
        <PagedList<MyComment>
          loadKey={loadKey}
          param="answer_page"
          noun="回答・コメント"
          load={(page, options) => api.comments.byUser({ user_id: userId, page, per: ANSWERS_PER_PAGE }, options)}
          empty="まだ回答やコメントがありません"
          render={(comments) => <AnswerList comments={comments} />}
        />
      </section>
    </>
  );
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
  const expert = info.expert_info;
  return (
    <>
      <PageHeader title={title} />
      <ModerationMark state={info.moderation} />
      <Group gap="lg" align="center" wrap="nowrap">
        {/* A picture is described (its alt text names whose it is); the initial without one is not. */}
        <ProfileAvatar src={info.profile_image} name={nickname} size={96} decorative={!info.profile_image} />
        <Stack gap={4}>
          <Text size="lg">
            ニックネーム：<strong>{nickname}</strong>
          </Text>
          {expert && (
            <Text>
              専門家として回答しています：
              <RouterAnchor to={pagePath('expert-detail', { expertInfoId: expert.id })}>
                {expert.name}
                {expert.title ? `（${expert.title}）` : ''}の専門家ページ
              </RouterAnchor>
            </Text>
          )}
          <div>
            <ReportAction can={info.can_report} kind="profile" id={info.user_id} target={`${nickname}さんのプロフィール`} />
          </div>
        </Stack>
      </Group>
      <ProfileActivity userId={info.user_id} nickname={nickname} />
    </>
  );
}

/**
 * A member's public face (docs/product.md#public-profiles): nickname (未設定 when missing), picture,
 * the link to their expert page when they are an approved expert, and their questions and answers.
 * Never the e-mail or anything sensitive; a withdrawn or unknown member is a 404.
 */
export function UserProfile({ userId }: { userId: number }) {
  const { data, error, reload } = usePageData((signal) => api.userInformations.showWithUserId({ user_id: userId }, { signal }), [userId]);
  if (isNotFoundError(error)) return <NotFoundPage />;
  return <ProfileView info={data} error={error} reload={reload} />;
}
