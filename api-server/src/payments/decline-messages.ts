// Why a card was refused, in words a person can act on (Stripe's decline codes; the local provider
// uses the same codes). Unknown codes get the general message: the provider's own text is English
// and may say more than the person needs.
const MESSAGES: Record<string, string> = {
  card_declined: 'カードが承認されませんでした。別のカードをお試しいただくか、カード会社にお問い合わせください。',
  insufficient_funds: 'ご利用可能額が不足しているため、カードが承認されませんでした。別のカードをお試しください。',
  expired_card: 'カードの有効期限が切れています。別のカードをお試しください。',
  incorrect_cvc: 'セキュリティコードが正しくありません。カードの裏面の3桁（または表面の4桁）をご確認ください。',
  authentication_required: 'カード会社の本人認証が完了しなかったため、お支払いができませんでした。',
  no_card: '登録済みのカードがありません。カード情報を入力してお申し込みください。',
};

const GENERAL = 'カードでのお支払いができませんでした。別のカードをお試しいただくか、カード会社にお問い合わせください。';

export function declineMessage(code: string | null | undefined): string {
  return (code && MESSAGES[code]) || GENERAL;
}
