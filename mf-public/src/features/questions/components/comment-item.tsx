import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { LIMITS } from '@hiroba/contract/fields';
import { itemAnchor } from '@hiroba/contract/items';
import { agreeToPosting, api, selectCapabilities, selectUserId, useSession, type Comment, type Question, type Reply } from '@hiroba/api-client';
import { Box, Button, FormPlace, Group, ModerationMark, PostingConsentForm, Stack, Title, VisuallyHidden, confirmAndRemove, displayName, hasKeptDraft, useListFrom } from '@hiroba/shared-ui';
import { BestAnswerButton } from './best-answer-button';
import { BestAnswerMark, BestAnswerThanks } from './best-answer-mark';
import { useCrisisHelpAfter } from '../../../shared/safety/crisis-context';
import { ReportAction } from '../../../shared/safety/safety-parts';
import { AuthorLine } from './author-line';
import { BodyText } from './body-text';
import { useQuestionRuby } from '../lib/question-readings';
import { ReactionToggle } from '../../../shared/components/reaction-toggle';
import { ReplyItem } from './reply-item';
import { TextPostForm } from './text-post-form';
import './comment-item.css';

/** The reply form: closed, opened by the person, or opened again for a reply kept on the device. */
type ReplyForm = 'closed' | 'open' | 'kept';

interface CommentItemProps {
  comment: Comment;
  /** The server lets the person comment, so they may reply. */
  canReply: boolean;
  focusOnMount?: boolean;
  onRemoved(id: number): void;
  /** The question's best answer when it is this comment (the mark and the asker's お礼), else null. */
  best?: Question['best_answer'];
  /** The question's id when this person may choose this comment as the best answer, else null. */
  chooseBestOf?: number | null;
}

/**
 * One comment or expert answer with its like toggle, its replies, a reply form opened by a button,
 * 削除 where the server allows it (can_delete), 通報する (can_report), and to its writer the mark of a
 * held or hidden comment; ベストアンサー with the asker's お礼 when it was chosen, and ベストアンサーに選ぶ
 * where the server lets this person choose.
 */
export function CommentItem({ comment, canReply, focusOnMount = false, onRemoved, best = null, chooseBestOf = null }: CommentItemProps) {
  // Replies loaded again with the page (for a signed-in reader) replace these; what the reader
  // posted here meanwhile stays.
  const { list: replies, add: addReply, remove: removeReply } = useListFrom<Reply>(comment.comment_replies);
  const ruby = useQuestionRuby();
  const [replyForm, setReplyForm] = useState<ReplyForm>('closed');
  const replying = replyForm !== 'closed';
  const [newReplyId, setNewReplyId] = useState<number | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const replyButtonRef = useRef<HTMLButtonElement>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const headingId = useId();
  const formId = useId();
  const expert = comment.is_expert_answer ? comment.expert_info : null;
  const who = expert ? expert.name : displayName(comment.user);

  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);
  // Chosen here: the button goes once the question is loaded again, so the focus goes to the
  // heading, which now carries the mark.
  const [chosenHere, setChosenHere] = useState(false);
  useEffect(() => {
    if (chosenHere && best) headingRef.current?.focus();
  }, [chosenHere, best]);
  // Before the first post, the agreement that it is public (docs/product.md#consent-before-the-first-post).
  const needsConsent = useSession((state) => Boolean(selectCapabilities(state)?.needs_posting_consent));
  useEffect(() => {
    // Also once the consent is given: the reply form takes its place. Not when the page opened it
    // for a kept reply: the person may be reading or typing elsewhere.
    if (replyForm === 'open') textareaRef.current?.focus();
  }, [replyForm, needsConsent]);
  const replyDraft = useMemo(() => ({ form: 'reply', object: comment.id }) as const, [comment.id]);
  const person = useSession(selectUserId);
  const crisisHelpAfter = useCrisisHelpAfter();
  useEffect(() => {
    // A reply kept on this device (docs/product.md#drafts-kept-on-the-device) opens its form, which offers it.
    if (canReply && hasKeptDraft({ ...replyDraft, person })) setReplyForm((form) => (form === 'closed' ? 'kept' : form));
  }, [canReply, person, replyDraft]);

  const postReply = async (body: string) => {
    const reply = await api.replies.create({ comment_id: comment.id, body });
    // A new reply is appended to its comment at once (docs/product.md#likes-and-replies).
    addReply(reply);
    setReplyForm('closed');
    // The crisis panel, when the reply calls for it, takes the focus instead (docs/moderation.md#crisis-help).
    if (reply.crisis_help) crisisHelpAfter(reply);
    else setNewReplyId(reply.id);
  };
  const closeForm = () => {
    setReplyForm('closed');
    replyButtonRef.current?.focus();
  };
  const remove = async () => {
    if (await confirmAndRemove('このコメント', () => api.comments.remove(comment.id))) onRemoved(comment.id);
  };

  return (
    // id: the member and expert pages link to #comment-{id} (their answers lists).
    <article id={itemAnchor('comment', comment.id)} aria-labelledby={headingId} className={expert ? 'hiroba-comment hiroba-comment-expert' : 'hiroba-comment'}>
      <Title order={3} size="h5" id={headingId} ref={headingRef} tabIndex={-1} mb="xs" data-read-aloud="" className={expert ? 'hiroba-expert-mark' : undefined}>
        {expert ? (
          <>
            専門家の回答<VisuallyHidden>：{who}</VisuallyHidden>
          </>
        ) : (
          `${who}さんのコメント`
        )}
        {best && <BestAnswerMark />}
      </Title>
      <AuthorLine user={comment.user} expert={expert} date={comment.created_at} />
      <ModerationMark state={comment.moderation} />
      <BodyText ruby={ruby.comment(comment.id)}>{comment.body}</BodyText>
      {best?.thanks && <BestAnswerThanks thanks={best.thanks} />}
      <Group gap="sm">
        <ReactionToggle
          label="いいね"
          target={expert ? `${who}さんの回答` : `${who}さんのコメント`}
          initial={{ on: comment.liked ?? false, count: comment.like_counts }}
          send={async (next) => {
            const s = next ? await api.userLikeComments.create({ comment_id: comment.id }) : await api.userLikeComments.deleteByUserIdAndCommentId({ comment_id: comment.id });
            return { on: s.liked, count: s.like_counts };
          }}
          failMessage="いいねを変更できませんでした。"
        />
        {canReply && (
          <Button ref={replyButtonRef} variant="subtle" aria-expanded={replying} aria-controls={formId} onClick={() => setReplyForm((form) => (form === 'closed' ? 'open' : 'closed'))}>
            返信する
          </Button>
        )}
        {comment.can_delete && (
          <Button variant="outline" color="red" onClick={remove}>
            削除
          </Button>
        )}
        {chooseBestOf !== null && (
          <BestAnswerButton questionId={chooseBestOf} commentId={comment.id} target={expert ? `${who}さんの回答` : `${who}さんのコメント`} onChosen={() => setChosenHere(true)} />
        )}
        <ReportAction can={comment.can_report} kind="comment" id={comment.id} target={expert ? `${who}さんの回答` : `${who}さんのコメント`} />
      </Group>
      {replies.length > 0 && (
        <Box component="section" aria-label={`${who}さんへの返信`} className="hiroba-replies">
          <Stack gap="sm" component="ul" className="hiroba-plain-list">
            {replies.map((reply) => (
              <li key={reply.id}>
                <ReplyItem
                  reply={reply}
                  focusOnMount={reply.id === newReplyId}
                  onRemoved={removeReply}
                />
              </li>
            ))}
          </Stack>
        </Box>
      )}
      <div id={formId} hidden={!replying} className="hiroba-reply-form">
        <FormPlace>
          {replying && needsConsent && <PostingConsentForm what="返信" headingOrder={4} onConsent={agreeToPosting} />}
          {replying && !needsConsent && (
            <TextPostForm
              ref={textareaRef}
              draftOf={replyDraft}
              label={`${who}さんへの返信`}
              submitLabel="返信を送る"
              maxLength={LIMITS.reply.body}
              post={postReply}
              onCancel={closeForm}
              headingOrder={4}
            />
          )}
        </FormPlace>
      </div>
    </article>
  );
}
