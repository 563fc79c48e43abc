import { useEffect, useRef, useState } from 'react';
import { LIMITS } from '@hiroba/contract/fields';
import { agreeToPosting, api, selectCapabilities, selectSignedIn, useSession, type Comment, type Question } from '@hiroba/api-client';
import { useLocation } from 'react-router-dom';
import { FormPlace, Paper, PostingConsentForm, RouterAnchor, Stack, Text, Title, pagePath, loginPath, useListFrom } from '@hiroba/shared-ui';
import { CommentItem } from './comment-item';
import { TextPostForm } from './text-post-form';
import { useCrisisHelpAfter } from '../../../shared/safety/crisis-context';

/** The question's best answer, and whether this person may choose it (the server's can_choose_best_answer). */
export interface BestAnswerState {
  chosen: Question['best_answer'];
  canChoose: boolean;
}

interface CommentThreadProps {
  questionId: number;
  initial: Comment[];
  best?: BestAnswerState;
}

interface GroupProps {
  title: string;
  id: string;
  comments: Comment[];
  questionId: number;
  best: BestAnswerState;
  canComment: boolean;
  newId: number | null;
  onRemoved(id: number): void;
}

function CommentGroup({ title, id, comments, ...rest }: GroupProps) {
  if (comments.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <Title order={2} id={id} mt="xl" mb="sm">
        {title}（{comments.length}件）
      </Title>
      <Stack gap="md" component="ul" className="hiroba-plain-list">
        {comments.map((c) => (
          <li key={c.id}>
            <CommentItem
              comment={c}
              canReply={rest.canComment}
              focusOnMount={c.id === rest.newId}
              onRemoved={rest.onRemoved}
              best={rest.best.chosen?.comment_id === c.id ? rest.best.chosen : null}
              // Only a public answer can be chosen, and the chosen one is not offered again.
              chooseBestOf={rest.best.canChoose && !c.moderation && rest.best.chosen?.comment_id !== c.id ? rest.questionId : null}
            />
          </li>
        ))}
      </Stack>
    </section>
  );
}

const NO_BEST_ANSWER: BestAnswerState = { chosen: null, canChoose: false };

/** Experts' answers first, then members' comments with their replies, then the form (or an invitation). */
export function CommentThread({ questionId, initial, best = NO_BEST_ANSWER }: CommentThreadProps) {
  // The comments loaded again (for a signed-in reader, after the visitor's the server drew) replace
  // these; what the reader posted here meanwhile stays.
  const { list: comments, add, remove: onRemoved } = useListFrom(initial);
  const [newId, setNewId] = useState<number | null>(null);
  const signedIn = useSession(selectSignedIn);
  // What the person may do is the server's word: commenting, and whether a comment is an expert answer.
  const capabilities = useSession(selectCapabilities);
  const canComment = Boolean(capabilities?.can_comment);
  const isExpert = Boolean(capabilities?.can_answer_as_expert);
  // Before the first post, the agreement that it is public (docs/product.md#consent-before-the-first-post).
  const needsConsent = Boolean(capabilities?.needs_posting_consent);
  const [agreedNow, setAgreedNow] = useState(false);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    // The form took the place of the consent: the focus the button had goes to its field.
    if (agreedNow && !needsConsent) textareaRef.current?.focus();
  }, [agreedNow, needsConsent]);
  const location = useLocation();
  const crisisHelpAfter = useCrisisHelpAfter();

  const post = async (body: string) => {
    const comment = await api.comments.create({ question_id: questionId, body });
    add(comment);
    // Focus moves to the new comment's heading, so its writer hears where it went; to the crisis
    // panel instead when the comment calls for it (docs/moderation.md#crisis-help).
    if (comment.crisis_help) crisisHelpAfter(comment);
    else setNewId(comment.id);
  };
  const shared = { canComment, newId, onRemoved, questionId, best };

  return (
    <>
      <CommentGroup id="expert-answers" title="専門家の回答" comments={comments.filter((c) => c.is_expert_answer)} {...shared} />
      <CommentGroup id="member-comments" title="みんなのコメント" comments={comments.filter((c) => !c.is_expert_answer)} {...shared} />
      {comments.length === 0 && (
        <Text mt="xl">まだ回答がありません。知っていることや経験があれば、ぜひ教えてください。</Text>
      )}
      {/* id: the expert's 回答する links land here (#answer-form). */}
      <section id="answer-form" aria-labelledby="comment-form-heading">
        <Title order={2} id="comment-form-heading" mt="xl" mb="sm">
          {isExpert ? '専門家として回答する' : 'コメントする'}
        </Title>
        <FormPlace>
          {canComment && needsConsent ? (
            <PostingConsentForm
              what={isExpert ? '回答' : 'コメント'}
              onConsent={async () => {
                await agreeToPosting();
                setAgreedNow(true);
              }}
            />
          ) : canComment ? (
            <TextPostForm
              ref={textareaRef}
              draftOf={{ form: 'comment', object: questionId }}
              label={isExpert ? '専門家として回答する' : 'コメントを書く'}
              submitLabel={isExpert ? '回答を送る' : 'コメントを送る'}
              maxLength={LIMITS.comment.body}
              post={post}
            />
          ) : signedIn ? (
            <Text>このアカウントでは、コメントできません。</Text>
          ) : (
            <Paper withBorder p="md">
              <Text>
                コメントや返信、いいね・お気に入りは、会員の方ならだれでもできます。
                <RouterAnchor to={loginPath(location)}>ログインする</RouterAnchor>
                {' ／ '}
                <RouterAnchor to={pagePath('sign-up-intro')}>会員登録のご案内</RouterAnchor>
              </Text>
            </Paper>
          )}
        </FormPlace>
      </section>
    </>
  );
}
