// The mail an applicant or expert gets when their status is decided, and the welcome of an expert
// account an admin made. Plain text, Japanese; the reason is the admin's own words.
import { EXPERT_STATUS_LABELS, type ExpertStatus } from '@hiroba/contract';
import type { Mail } from '../lib/mailer';

const SITE = '障害福祉Q&Aひろば';

const DECISION_TEXT: Record<ExpertStatus, string> = {
  pending: '専門家登録のお申し込みを受け付けました。運営者が内容と資格を確かめてから、結果をメールでお知らせします。',
  approved: '専門家として承認しました。これから、Q&Aの質問に専門家として回答できます。お名前と資格は専門家の一覧に表示されます。',
  rejected: '申し訳ありませんが、今回は専門家として承認できませんでした。',
  suspended: '専門家としての活動を停止しました。これまでの回答は消えませんが、専門家の一覧には表示されず、専門家としての回答もできません。',
};

export function decisionMail(input: { to: string; siteUrl: string; name: string; status: ExpertStatus; reason: string | null }): Mail {
  return {
    to: input.to,
    subject: `【${SITE}】専門家登録の状態：${EXPERT_STATUS_LABELS[input.status]}`,
    text: [
      `${input.name} 様`,
      '',
      DECISION_TEXT[input.status],
      ...(input.reason ? ['', '理由:', input.reason] : []),
      '',
      input.status === 'approved' ? `専門家のページ: ${input.siteUrl}/my-page-expert` : `お申し込みの内容: ${input.siteUrl}/become-an-expert`,
      'ご不明な点は、お問い合わせのページからご連絡ください。',
      '',
      `${SITE} ${input.siteUrl}`,
    ].join('\n'),
  };
}

/** No password travels by mail: the person sets one through the password-reset code flow. */
export function welcomeMail(input: { to: string; siteUrl: string; name: string }): Mail {
  return {
    to: input.to,
    subject: `【${SITE}】専門家のアカウントを用意しました`,
    text: [
      `${input.name} 様`,
      '',
      `${SITE}の運営者が、このメールアドレスで専門家のアカウントを用意しました。`,
      'はじめに、ご自身でパスワードを設定してください。',
      '',
      `1. パスワード再設定のページを開きます: ${input.siteUrl}/forgot-password`,
      '2. このメールアドレスを入力すると、確認コードを書いたメールが届きます。',
      '3. 確認コードと新しいパスワードを入力すると、ログインできるようになります。',
      '',
      'お心当たりがない場合は、このメールを破棄してください。',
      '',
      `${SITE} ${input.siteUrl}`,
    ].join('\n'),
  };
}
