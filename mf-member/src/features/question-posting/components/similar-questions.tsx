// 似ている質問 under the title of a new question (useSimilarQuestions): up to five links to questions
// like the one being written, each with its state as text, so an answer that exists is found before
// the same question is asked again. The links open in the same tab; what is typed stays kept on the
// device (useFormDraft) and is put back when the person comes back (QuestionForm). The count is said
// in a polite live region that is always there, so the first announcement is heard too.
import { useId, type MouseEvent } from 'react';
import type { SimilarQuestion } from '@hiroba/api-client';
import { Card, List, RESOLVED_LABEL, RouterAnchor, Text, Title, VisuallyHidden, pagePath } from '@hiroba/shared-ui';
import type { SimilarQuestions as Found } from '../lib/use-similar-questions';

export const SIMILAR_HEADING = '似ている質問';
export const SIMILAR_LEAD = '同じような質問にすでに回答があるかもしれません。開いても、書いている内容は消えません。';

const STATE_TEXT: Record<SimilarQuestion['answer_state'], string> = {
  unanswered: '回答はまだありません',
  answered: '回答あり',
  expert_answered: '専門家の回答あり',
};

/** A question's state as text: 解決済み first, else whether (and by whom) it was answered. */
export function similarStateText(question: SimilarQuestion): string {
  return question.resolved ? RESOLVED_LABEL : STATE_TEXT[question.answer_state];
}

interface SimilarQuestionsProps {
  found: Pick<Found, 'questions' | 'announcement'>;
  /** A link is being followed in this tab (a plain click or Enter). */
  onOpen(): void;
}

const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export function SimilarQuestionsList({ found: { questions, announcement }, onOpen }: SimilarQuestionsProps) {
  const id = useId();
  const headingId = `${id}-heading`;
  return (
    <>
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {/* A new node for each announcement, so the same words are said again for a new list. */}
        {announcement.text && <span key={announcement.seq}>{announcement.text}</span>}
      </VisuallyHidden>
      {questions.length > 0 && (
        <Card withBorder padding="md" radius="md" component="section" aria-labelledby={headingId}>
          <Title order={2} size="h4" id={headingId}>
            {SIMILAR_HEADING}
          </Title>
          <Text size="sm" mt={4} mb="sm">
            {SIMILAR_LEAD}
          </Text>
          <List spacing="sm">
            {questions.map((question) => {
              const stateId = `${id}-state-${question.id}`;
              return (
                <List.Item key={question.id}>
                  <RouterAnchor
                    to={pagePath('question-detail', { type: question.qa_type, id: question.id })}
                    aria-describedby={stateId}
                    onClick={(event) => {
                      if (plainClick(event)) onOpen();
                    }}
                  >
                    {question.title}
                  </RouterAnchor>
                  <Text id={stateId} size="sm">
                    {similarStateText(question)}
                  </Text>
                </List.Item>
              );
            })}
          </List>
        </Card>
      )}
    </>
  );
}
