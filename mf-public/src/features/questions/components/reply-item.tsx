import { useEffect, useRef } from 'react';
import { api, type Reply } from '@hiroba/api-client';
import { itemAnchor } from '@hiroba/contract/items';
import { Button, Group, ModerationMark, confirmAndRemove, displayName } from '@hiroba/shared-ui';
import { ReportAction } from '../../../shared/safety/safety-parts';
import { AuthorLine } from './author-line';
import { BodyText } from './body-text';
import { useQuestionRuby } from '../lib/question-readings';

interface ReplyItemProps {
  reply: Reply;
  /** A reply just posted takes focus, so its writer hears that it is there. */
  focusOnMount?: boolean;
  onRemoved(id: number): void;
}

export function ReplyItem({ reply, focusOnMount = false, onRemoved }: ReplyItemProps) {
  const ref = useRef<HTMLElement>(null);
  const ruby = useQuestionRuby();
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);

  const remove = async () => {
    if (await confirmAndRemove('この返信', () => api.replies.remove(reply.id))) onRemoved(reply.id);
  };

  return (
    <article ref={ref} id={itemAnchor('reply', reply.id)} tabIndex={-1} aria-label={`${displayName(reply.user)}さんの返信`} className="hiroba-reply">
      <AuthorLine user={reply.user} date={reply.created_at} readName />
      <ModerationMark state={reply.moderation} />
      <BodyText ruby={ruby.reply(reply.id)}>{reply.body}</BodyText>
      <Group gap="sm">
        {reply.can_delete && (
          <Button variant="outline" color="red" size="xs" onClick={remove}>
            削除
          </Button>
        )}
        <ReportAction can={reply.can_report} kind="reply" id={reply.id} target={`${displayName(reply.user)}さんの返信`} />
      </Group>
    </article>
  );
}
