// The mails of the account settings (users/account-settings-service.ts): the code that confirms a new
// e-mail address, and the notices that the address or the password changed, sent to the address the
// account had, so a change the person did not make does not go unnoticed (also when an admin made it).
import type { Mailer } from '../lib/mailer';
import { codeMail } from './confirmation-code-mail';

const SIGNATURE = (siteUrl: string) => ['', `障害福祉Q&Aひろば ${siteUrl}`];

export const emailChangeCodeMail = (code: string, siteUrl: string) =>
  codeMail(
    {
      subject: 'メールアドレス変更の確認コード',
      intro: ['ご登録のメールアドレスを、このメールアドレスに変更する手続きを受け付けました。', '変更を確定するための確認コードは次のとおりです。'],
      enterIt: 'メールアドレスの変更の画面で、このコードを入力してください。確定するまでは、これまでのメールアドレスのままです。',
      ifNotYou: 'お心当たりがない場合は、このメールを破棄してください。メールアドレスは変更されません。',
    },
    code,
    siteUrl,
  );

/** To the old address once it changed: by the person (the code confirmed), or by an admin. */
export function emailChangedMail(siteUrl: string, by: 'person' | 'admin' = 'person') {
  return {
    subject: '【障害福祉Q&Aひろば】メールアドレスが変更されました',
    text: [
      '障害福祉Q&Aひろばをご利用いただき、ありがとうございます。',
      '',
      ...(by === 'admin'
        ? [
            '運営者が、ご登録のメールアドレスを変更しました。これからのお知らせは、新しいメールアドレスにお送りします。',
            'このメールアドレスでは、ログインできなくなりました。ログインしていた端末も、ログインが終わりました。',
          ]
        : ['ご登録のメールアドレスが変更されました。これからのお知らせは、新しいメールアドレスにお送りします。', '変更した端末のほかは、ログインが終わりました。']),
      '',
      'お心当たりがない場合は、お手数ですが、すぐにお問い合わせフォームからご連絡ください。',
      `${siteUrl}/contact`,
      ...SIGNATURE(siteUrl),
    ].join('\n'),
  };
}

export function passwordChangedMail(siteUrl: string) {
  return {
    subject: '【障害福祉Q&Aひろば】パスワードが変更されました',
    text: [
      '障害福祉Q&Aひろばをご利用いただき、ありがとうございます。',
      '',
      'ご登録のアカウントのパスワードが変更されました。',
      '変更した端末のほかは、ログインが終わりました。新しいパスワードで、もう一度ログインしてください。',
      '',
      'お心当たりがない場合は、すぐにパスワードを再設定し、お問い合わせフォームからご連絡ください。',
      `パスワードの再設定: ${siteUrl}/forgot-password`,
      `お問い合わせ: ${siteUrl}/contact`,
      ...SIGNATURE(siteUrl),
    ].join('\n'),
  };
}

/**
 * An admin moved an account to another address: the old one hears of it, so a person whose address
 * was changed without their asking can say so. Other letter case is the same address (as moveToEmail
 * in user-repository.ts counts it), and no notice goes.
 */
export async function noticeAddressChangedByAdmin(mailer: Mailer, siteUrl: string, from: string, to: string): Promise<void> {
  if (from.trim().toLowerCase() === to.trim().toLowerCase()) return;
  await mailer.send({ to: from, ...emailChangedMail(siteUrl, 'admin') });
}
