// What the admin's decision dialog says for each new status, and whether the reason is required
// (the server's rule: rejecting and suspending need one, since it is mailed to the person).
import type { ExpertStatus } from '@hiroba/api-client';

export interface Decision {
  /** The dialog's title. */
  title: string;
  /** What is done, following 「〇〇さん」. */
  lead: string;
  /** What happens to the person. */
  effect: string;
  /** The dialog's button (the opening button says EXPERT_STATUS_ACTIONS). */
  confirm: string;
  /** The snackbar after it, following 「〇〇さん」. */
  done: string;
}

export const DECISIONS: Record<ExpertStatus, Decision> = {
  approved: {
    lead: 'を専門家として承認します。',
    title: '専門家として承認しますか？',
    effect: '承認すると、専門家の一覧に載り、Q&Aで専門家として回答できるようになります。有料会員の方は、月額プランの自動更新が止まります。',
    confirm: '承認を確定する',
    done: 'を専門家として承認しました。',
  },
  rejected: {
    lead: 'の申し込みを非承認にします。',
    title: '申し込みを非承認にしますか？',
    effect: '非承認にすると、専門家にはなりません。ご本人は内容を直して、申し込み直すことができます。',
    confirm: '非承認を確定する',
    done: 'の申し込みを非承認にしました。',
  },
  suspended: {
    lead: 'の専門家としての活動を停止します。',
    title: '専門家としての活動を停止しますか？',
    effect: '停止すると、専門家の一覧に表示されなくなり、専門家として回答できなくなります。これまでの回答は消えません。',
    confirm: '停止を確定する',
    done: 'の専門家としての活動を停止しました。',
  },
  pending: {
    lead: 'を審査中に戻します。',
    title: '審査中に戻しますか？',
    effect: '審査中に戻すと、承認か非承認かをもう一度決めることになります。',
    confirm: '審査中に戻すことを確定する',
    done: 'を審査中に戻しました。',
  },
};

export const reasonRequired = (status: ExpertStatus): boolean => status === 'rejected' || status === 'suspended';
