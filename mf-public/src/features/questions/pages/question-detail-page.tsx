import { useState } from 'react';
import { api, useDataVersion, type Question } from '@hiroba/api-client';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { LoadError, LoadingState, type CrisisHelpState, pagePath, parseId, useBreadcrumbs, usePageData, usePageTitle } from '@hiroba/shared-ui';
import { RecordPage } from '../../../shared/components/record-page';
import { ShowCrisisHelp } from '../../../shared/safety/crisis-context';
import { PublicCrisisHelp } from '../../../shared/safety/safety-parts';
import { CommentThread, type BestAnswerState } from '../components/comment-thread';
import { QuestionMain } from '../components/question-main';
import { RelatedQuestions } from '../components/related-questions';
import { QuestionReadingsContext } from '../lib/question-readings';
import { useReadings } from '../../../shared/readings/use-readings';
import { findQuestionType } from '../lib/question-types';
import { useAnchorFocus } from '../lib/use-anchor-focus';

function Comments({ questionId, best }: { questionId: number; best: BestAnswerState }) {
  // Each navigation to the page reads the answers again: a notification followed from this very page
  // names an answer written since it was drawn.
  const { key } = useLocation();
  const { data, error, reload } = usePageData((signal) => api.comments.getCommentsByQuestionId({ question_id: questionId }, { signal }), [questionId, key]);
  useAnchorFocus(data);
  if (error) return <LoadError error={error} onRetry={reload} />;
  if (!data) return <LoadingState label="回答を読み込み中" />;
  return <CommentThread key={`${questionId}:${key}`} questionId={questionId} initial={data} best={best} />;
}

function QuestionView({ question }: { question: Question }) {
  // How many writes on this page asked for the crisis panel: shown first from the first, each one
  // taking the focus to it again.
  const arrived = useLocation().state as CrisisHelpState | null; // an edit (mf-member) whose answer asked for it
  const [crisis, setCrisis] = useState(arrived?.crisisHelp ? 1 : 0);
  // ふりがな: loaded only while on, again when the question or its answers changed.
  const readings = useReadings(() => api.readings.question(question.id), `${question.id}:${question.updated_at}:${question.comment_counts}`);
  usePageTitle(question.title);
  useBreadcrumbs(
    [
      { text: 'トップ', to: pagePath('top') },
      { text: 'Q&A', to: pagePath('question-list') },
      { text: question.qa_type, to: pagePath('question-type', { type: question.qa_type }) },
      { text: question.title, disabled: true },
    ],
    {
      categories: question.category ? [{ text: question.category.title, to: pagePath('column-category', { category: question.category.title }) }] : [],
      tags: question.tags.map((t) => ({ text: t.title, to: pagePath('question-search', { search: t.title }) })),
    },
  );
  return (
    <QuestionReadingsContext.Provider value={readings}>
      <ShowCrisisHelp value={() => setCrisis((n) => n + 1)}>
        {crisis > 0 && <PublicCrisisHelp focusKey={crisis} />}
        <QuestionMain question={question} />
        <Comments questionId={question.id} best={{ chosen: question.best_answer, canChoose: question.can_choose_best_answer }} />
        <RelatedQuestions questionId={question.id} />
      </ShowCrisisHelp>
    </QuestionReadingsContext.Provider>
  );
}

/** /question-and-answer/{type}/{id}: one question, then its answers; other type segments lead to the canonical one. */
export default function QuestionDetailPage() {
  const params = useParams();
  const validType = findQuestionType(params.type) !== null;
  // A new comment or reply, or a deletion, changes the question's counts and answer state: load it
  // again; and on each navigation to it (a notification followed from this page names an answer
  // written since, which may have made it an expert question).
  const freshness = useDataVersion('questions');
  const { key, hash } = useLocation();
  return (
    <RecordPage id={validType ? parseId(params.id) : null} get={(id, signal) => api.questions.get(id, { signal })} deps={[freshness, key]}>
      {(question) =>
        question.qa_type !== params.type ? (
          // The canonical address keeps the place in the page the link named.
          <Navigate to={`${pagePath('question-detail', { type: question.qa_type, id: question.id })}${hash}`} replace />
        ) : (
          // key: another question gets fresh state (toggles, comments) instead of the last one's.
          <QuestionView key={question.id} question={question} />
        )
      }
    </RecordPage>
  );
}
