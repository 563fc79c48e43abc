import { api, type Question } from '@hiroba/api-client';
import { useNavigate } from 'react-router-dom';
import { ButtonLink, Group, ModerationMark, PageHeader, ResolvedBadge, RouterAnchor, Text, Button, confirmAndRemove, pagePath, ANSWER_STATE_LABELS } from '@hiroba/shared-ui';
import { ReportAction } from '../../../shared/safety/safety-parts';
import { AuthorLine } from './author-line';
import { BodyText } from './body-text';
import { RubyText } from '../../../shared/readings/ruby-text';
import { useQuestionRuby } from '../lib/question-readings';
import { ReactionToggle } from '../../../shared/components/reaction-toggle';
import { FollowButton } from '../../../shared/follow/follow-button';
import { ReadAloudButton } from '@hiroba/shared-ui/reading-aids';

/**
 * The question itself: title (the page's h1) with 解決済み once a best answer was chosen, author, body,
 * counts, likes, favorites, この質問をフォロー (signed-in readers), and 編集・削除
 * where the server allows them (can_edit, can_delete), 通報する (can_report), and to its author the
 * mark of a held or hidden question.
 */
export function QuestionMain({ question }: { question: Question }) {
  const navigate = useNavigate();
  const ruby = useQuestionRuby();

  const remove = async () => {
    if (await confirmAndRemove('この質問', () => api.questions.remove(question.id))) navigate(pagePath('question-list'));
  };

  return (
    <article aria-labelledby="page-heading">
      <PageHeader title={<RubyText text={question.title} ruby={ruby.title} />}>
        {question.resolved && (
          <Group gap="xs">
            <ResolvedBadge resolved />
          </Group>
        )}
        {/* Reads the title, the question and each answer, comment and reply (page-text.ts). */}
        <ReadAloudButton />
      </PageHeader>
      <ModerationMark state={question.moderation} />
      <AuthorLine user={question.user} date={question.created_at} readName />
      {question.expert_info && (
        <Text mt="sm">
          宛先の専門家：<RouterAnchor to={pagePath('expert-detail', { expertInfoId: question.expert_info.id })}>{question.expert_info.name}</RouterAnchor>
        </Text>
      )}
      <BodyText ruby={ruby.body}>{question.body}</BodyText>
      <Text size="sm" mb="sm">
        {ANSWER_STATE_LABELS[question.answer_state]}・コメント {question.comment_counts}件・閲覧 {question.view_counts}回
      </Text>
      <Group gap="sm">
        <ReactionToggle
          label="いいね"
          initial={{ on: question.liked ?? false, count: question.like_counts }}
          send={async (next) => {
            const s = next ? await api.userLikeQuestions.create({ question_id: question.id }) : await api.userLikeQuestions.deleteByUserIdAndQuestionId({ question_id: question.id });
            return { on: s.liked, count: s.like_counts };
          }}
          failMessage="いいねを変更できませんでした。"
        />
        <ReactionToggle
          label="お気に入り"
          initial={{ on: question.favorited ?? false, count: question.favorite_counts }}
          send={async (next) => {
            const s = next ? await api.questionFavorites.create({ question_id: question.id }) : await api.questionFavorites.deleteFavoriteByUserIdAndQuestionId({ question_id: question.id });
            return { on: s.favorited, count: s.favorite_counts };
          }}
          failMessage="お気に入りを変更できませんでした。"
        />
        {/* The server says `following` to signed-in readers only: no other call is needed. */}
        {question.following !== undefined && <FollowButton kind="question" id={question.id} name={question.title} following={question.following} />}
        {question.can_edit && (
          <ButtonLink to={pagePath('edit-question', { id: question.id })} variant="outline">
            編集
          </ButtonLink>
        )}
        {question.can_delete && (
          <Button variant="outline" color="red" onClick={remove}>
            削除
          </Button>
        )}
        <ReportAction can={question.can_report} kind="question" id={question.id} target="この質問" />
      </Group>
    </article>
  );
}
