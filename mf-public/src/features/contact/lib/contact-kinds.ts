// The kinds of お問い合わせ; the chosen kind's label is sent as the message's subject, which the
// operator's mail shows first.
export const CONTACT_KINDS = [
  { value: 'usage', label: 'サービスの使い方について' },
  { value: 'account', label: '会員登録・ログインについて' },
  { value: 'payment', label: '有料会員・お支払いについて' },
  { value: 'expert', label: '専門家としての登録の申し込み' },
  { value: 'report', label: '不適切な投稿の報告' },
  { value: 'privacy', label: '個人情報の取り扱いについて' },
  { value: 'other', label: 'その他' },
] as const;

export type ContactKind = (typeof CONTACT_KINDS)[number]['value'];

export function isContactKind(value: string | null): value is ContactKind {
  return CONTACT_KINDS.some((k) => k.value === value);
}

export function contactKindLabel(kind: ContactKind): string {
  return CONTACT_KINDS.find((k) => k.value === kind)?.label ?? 'その他';
}
