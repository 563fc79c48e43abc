// ふりがな of a question's page (docs/reading-aids.md): the readings the page loaded while the switch
// is on, for the title, the body, each answer and reply to find their own. Null everywhere while
// off, loading, or not made yet: the text is then shown without ruby.
import { createContext, useContext } from 'react';
import type { QuestionReadings } from '@hiroba/api-client';
import type { RubyText } from '@hiroba/contract/reading-aids';

export const QuestionReadingsContext = createContext<QuestionReadings | null>(null);

export function useQuestionRuby() {
  const readings = useContext(QuestionReadingsContext);
  return {
    title: readings?.title ?? null,
    body: readings?.body ?? null,
    comment: (id: number): RubyText | null => readings?.comments.find((c) => c.id === id)?.body ?? null,
    reply: (id: number): RubyText | null => readings?.comments.flatMap((c) => c.replies).find((r) => r.id === id)?.body ?? null,
  };
}
