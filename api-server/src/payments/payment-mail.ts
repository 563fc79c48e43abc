// The mail a paid member gets: a receipt for each payment, a failed charge (update the card), and
// the acknowledgement of a cancellation (until when they can still ask). Plain text, Japanese, no
// card number beyond the last four digits.
import { CONSUMPTION_TAX_PERCENT } from '@hiroba/contract';
import type { Mail } from '../lib/mailer';
import { receiptNumber, taxIncluded } from './receipts';

const SITE = '障害福祉Q&Aひろば';

/** 2026年12月23日, in Japan's time. */
export const japaneseDate = (at: Date | string) =>
  new Intl.DateTimeFormat('ja-JP', { timeZone: 'Asia/Tokyo', dateStyle: 'long' }).format(typeof at === 'string' ? new Date(at) : at);

const yen = (amount: number) => `${amount.toLocaleString('ja-JP')}円`;

export function receiptMail(input: { to: string; siteUrl: string; paymentId: number; amountJpy: number; paidAt: Date | null; periodEnd: Date | null }): Mail {
  return {
    to: input.to,
    subject: `【${SITE}】お支払いの領収（${receiptNumber(input.paymentId)}）`,
    text: [
      `${SITE}の有料会員の料金をお支払いいただき、ありがとうございます。`,
      '',
      `領収番号: ${receiptNumber(input.paymentId)}`,
      `金額: ${yen(input.amountJpy)}（税込、うち消費税${CONSUMPTION_TAX_PERCENT}% ${yen(taxIncluded(input.amountJpy))}）`,
      input.paidAt ? `お支払い日: ${japaneseDate(input.paidAt)}` : null,
      input.periodEnd ? `次の更新日: ${japaneseDate(input.periodEnd)}` : null,
      '',
      `領収書は、マイページのお支払い情報から表示・印刷できます: ${input.siteUrl}/my-page/payment-info`,
    ]
      .filter((line) => line !== null)
      .join('\n'),
  };
}

export function failedChargeMail(input: { to: string; siteUrl: string; amountJpy: number }): Mail {
  return {
    to: input.to,
    subject: `【${SITE}】有料会員の料金をお支払いいただけませんでした`,
    text: [
      `${SITE}の有料会員の毎月の料金（${yen(input.amountJpy)}）を、登録のカードでお支払いいただけませんでした。`,
      '数日おきに、あと何回か自動でお支払いを試みます。そのあいだも有料会員として利用できます。',
      'お支払いができないまま終わると、無料会員に戻ります。',
      '',
      `カードを変更するには: ${input.siteUrl}/my-page/edit-payment-info`,
    ].join('\n'),
  };
}

export function cancellationMail(input: { to: string; siteUrl: string; until: Date | null }): Mail {
  return {
    to: input.to,
    subject: `【${SITE}】解約の手続きを受け付けました`,
    text: [
      `${SITE}の有料会員の解約を受け付けました。今後、料金はかかりません。`,
      input.until ? `${japaneseDate(input.until)}までは、有料会員として質問を投稿できます。` : null,
      '',
      `その日までなら、解約を取り消して有料会員を続けられます: ${input.siteUrl}/my-page/payment-info`,
    ]
      .filter((line) => line !== null)
      .join('\n'),
  };
}
