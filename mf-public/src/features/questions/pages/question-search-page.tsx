import { useParams } from '@hiroba/shared-ui';
import { PageHeader, useBreadcrumbs, usePageTitle } from '@hiroba/shared-ui';
import { questionSearchPath } from '../../../shared/lib/paths';
import { NoQuestions } from '../components/no-questions';
import { QuestionTagNav } from '../components/question-tag-nav';
import { QuestionTypeNav } from '../components/question-type-nav';

/** /question-and-answer/search/{tag}: the questions carrying a tag; without a tag, the tags to pick. */
export function QuestionSearchPage() {
  const tag = (useParams().search ?? '').trim();
  const title = tag ? `「${tag}」の質問` : 'タグから質問をさがす';
  usePageTitle(title);
  useBreadcrumbs([
    { text: 'トップ', to: '/' },
    { text: 'Q&A', to: '/question-and-answer' },
    { text: tag ? `「${tag}」` : 'タグでさがす', disabled: true },
  ], tag ? { tags: [{ text: tag, to: questionSearchPath(tag) }] } : undefined);
  return (
    <>
      <PageHeader title={title} lead={tag ? undefined : '下のタグを選ぶと、そのタグがついた質問を読めます。'} />
      <QuestionTypeNav />
      {tag && <NoQuestions hint={`「${tag}」のタグがついた質問は、まだありません。`} />}
      <QuestionTagNav currentTag={tag} />
    </>
  );
}
