// The buttons of one review, one per decision the server offers now (next_decisions). 非公開にする,
// 投稿者に注意する and 利用停止 ask a message to the author in a dialog first; the others act at once
// and show a refusal beside the buttons. Either way one call is sent however quickly it is clicked;
// the call announces `reviews`, so the list and the navigation's count load again.
import { useRef, useState } from 'react';
import { api, type Review, type ReviewDecision } from '@hiroba/api-client';
import { LIMITS, REVIEW_DECISION_LABELS } from '@hiroba/contract/fields';
import { Alert, Button, Group, Stack, Text, charCount, errorMessage, snackbar } from '@hiroba/shared-ui';
import { ReasonActionButton } from '../../../shared/components/reason-action-button';
import { DECISION_DONE, MESSAGE_DECISIONS } from '../lib/decisions';

interface Props {
  review: Review;
  /** The id of the element that names the review (its heading), to describe each button. */
  describedBy: string;
}

export function ReviewDecisions({ review, describedBy }: Props) {
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<ReviewDecision | null>(null);
  const sending = useRef(false);

  const decide = (decision: ReviewDecision, message?: string) => api.reviews.decide(review.id, { decision, ...(message && { message }) });

  async function decideNow(decision: ReviewDecision) {
    if (sending.current) return;
    sending.current = true;
    setBusy(decision);
    setProblem(null);
    try {
      await decide(decision);
      snackbar.show(DECISION_DONE[decision], 'success');
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      sending.current = false;
      setBusy(null);
    }
  }

  return (
    <Stack gap="sm">
      <Group gap="sm">
        {review.next_decisions.map((decision) => {
          const asks = MESSAGE_DECISIONS[decision];
          const label = REVIEW_DECISION_LABELS[decision];
          const danger = decision === 'suspend' || decision === 'hide';
          if (!asks) {
            return (
              <Button key={decision} variant="default" loading={busy === decision} onClick={() => void decideNow(decision)} aria-describedby={describedBy}>
                {label}
              </Button>
            );
          }
          return (
            <ReasonActionButton
              key={decision}
              label={label}
              variant="outline"
              color={danger ? 'red.2' : undefined}
              title={asks.title}
              describedBy={describedBy}
              reason={{
                name: 'message',
                label: '投稿者へのメッセージ',
                description: (typed) =>
                  `${asks.required ? '必ず入力してください。' : 'なくてもかまいません。'}投稿者へのメールに書いてお知らせします。${LIMITS.review.message}文字まで（いま ${charCount(typed)}文字）`,
                required: asks.required,
                // The description says whether it is required.
                withAsterisk: false,
                max: LIMITS.review.message,
              }}
              confirmLabel={asks.confirm}
              confirmColor={danger ? 'red' : undefined}
              failedTitle="対応できませんでした"
              send={async (message) => {
                await decide(decision, message);
                snackbar.show(DECISION_DONE[decision], 'success');
              }}
            >
              <Text>{asks.effect}</Text>
            </ReasonActionButton>
          );
        })}
      </Group>
      {problem && (
        <Alert color="red" title="対応できませんでした" role="alert">
          <Text style={{ whiteSpace: 'pre-wrap' }}>{problem}</Text>
        </Alert>
      )}
    </Stack>
  );
}
