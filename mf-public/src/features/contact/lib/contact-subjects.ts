// What an お問い合わせ (kind inquiry) is about; the chosen label is sent as the message's subject,
// which the operator's mail shows first. A 削除の申し出 (kind removal_request) has its own subject.
export const CONTACT_SUBJECTS = [
  { value: 'usage', label: 'サービスの使い方について' },
  { value: 'account', label: '会員登録・ログインについて' },
  { value: 'payment', label: '有料会員・お支払いについて' },
  { value: 'expert', label: '専門家としての登録の申し込み' },
  { value: 'report', label: '不適切な投稿の報告' },
  { value: 'privacy', label: '個人情報の取り扱いについて' },
  { value: 'other', label: 'その他' },
] as const;

export type ContactSubject = (typeof CONTACT_SUBJECTS)[number]['value'];

export function isContactSubject(value: string | null): value is ContactSubject {
  return CONTACT_SUBJECTS.some((k) => k.value === value);
}

export function contactSubjectLabel(subject: ContactSubject): string {
  return CONTACT_SUBJECTS.find((k) => k.value === subject)?.label ?? 'その他';
}
