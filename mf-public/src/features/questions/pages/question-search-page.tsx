import { api } from '@hiroba/api-client';
import { useParams } from 'react-router-dom';
import { PageHeader, useBreadcrumbs, usePageTitle, pagePath } from '@hiroba/shared-ui';
import { FollowButton } from '../../../shared/follow/follow-button';
import { PagedQuestions, QUESTIONS_PER_PAGE } from '../../../shared/questions/paged-questions';
import { QuestionTagNav } from '../components/question-tag-nav';
import { QuestionTypeNav } from '../components/question-type-nav';

/** /question-and-answer/search/{tag}: the questions carrying a tag; without a tag, the tags to pick. */
export default function QuestionSearchPage() {
  const tag = (useParams().search ?? '').trim();
  const title = tag ? `「${tag}」の質問` : 'タグから質問をさがす';
  usePageTitle(title);
  useBreadcrumbs([
    { text: 'トップ', to: pagePath('top') },
    { text: 'Q&A', to: pagePath('question-list') },
    { text: tag ? `「${tag}」` : 'タグでさがす', disabled: true },
  ], tag ? { tags: [{ text: tag, to: pagePath('question-search', { search: tag }) }] } : undefined);
  return (
    <>
      <PageHeader title={title} lead={tag ? undefined : '下のタグを選ぶと、そのタグがついた質問を読めます。'}>
        {/* Followers hear of the tag's new questions. */}
        {tag && <FollowButton key={tag} kind="tag" name={tag} />}
      </PageHeader>
      <QuestionTypeNav />
      {tag && (
        <PagedQuestions
          loadKey={tag}
          load={(page, options) => api.questions.list({ tag, page, per: QUESTIONS_PER_PAGE }, options)}
          empty={`「${tag}」のタグがついた質問は、まだありません。`}
          showCount
        />
      )}
      <QuestionTagNav currentTag={tag} />
    </>
  );
}
