// One decision the server offers (next_statuses): the button opens a dialog that says what happens,
// asks the reason (required for 非承認 and 停止) and says it is mailed to the person; then one call.
import { api, type ExpertInfo, type ExpertStatus } from '@hiroba/api-client';
import { EXPERT_STATUS_ACTIONS, LIMITS } from '@hiroba/contract/fields';
import { Text, charCount, snackbar } from '@hiroba/shared-ui';
import { ReasonActionButton } from '../../../shared/components/reason-action-button';
import { DECISIONS, reasonRequired } from '../lib/decisions';

interface Props {
  expert: ExpertInfo;
  status: ExpertStatus;
  onDecided(expert: ExpertInfo): void;
}

export function ExpertDecisionButton({ expert, status, onDecided }: Props) {
  const decision = DECISIONS[status];
  const required = reasonRequired(status);
  return (
    <ReasonActionButton
      label={EXPERT_STATUS_ACTIONS[status]}
      variant={status === 'approved' ? 'filled' : 'outline'}
      color={status === 'approved' ? undefined : 'red.2'}
      title={decision.title}
      size="lg"
      reason={{
        label: '理由',
        description: (typed) =>
          `${required ? '必ず入力してください。' : 'なくてもかまいません。'}ご本人へのメールに、この理由を書いてお知らせします。${LIMITS.expert.reason}文字まで（いま ${charCount(typed)}文字）`,
        required,
        // The description says whether it is required.
        withAsterisk: false,
        max: LIMITS.expert.reason,
      }}
      confirmLabel={decision.confirm}
      failedTitle="状態を変えられませんでした"
      send={async (reason) => {
        const decided = await api.expertInfos.changeStatus({ id: expert.id, status, ...(reason && { reason }) });
        snackbar.show(`${expert.name}さん${decision.done}ご本人にメールでお知らせしました。`, 'success');
        onDecided(decided);
      }}
    >
      <Text>
        {expert.name}さん{decision.lead}
      </Text>
      <Text>{decision.effect}</Text>
    </ReasonActionButton>
  );
}
