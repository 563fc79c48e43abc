import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  PageHeader,
  snackbar,
  pagePath,
  usePageTrail,
  TOP_CRUMB,
} from '@hiroba/shared-ui';
import { useSession } from '@hiroba/api-client';
import { DoneNotice } from '../../../shared/components/done-notice';
import { ContactForm } from '../components/contact-form';
import { isContactKind } from '../lib/contact-kinds';

export default function ContactPage() {
  usePageTrail('お問い合わせ', [TOP_CRUMB]);
  const [params] = useSearchParams();
  const email = useSession((s) => s.user?.email ?? '');
  const [sent, setSent] = useState(false);
  const type = params.get('type');

  if (sent) {
    return (
      <>
        <PageHeader title="お問い合わせ" />
        <DoneNotice
          title="お問い合わせを受け付けました"
          text="内容を確認して、入力されたメールアドレスにお返事します。しばらくお待ちください。"
          next={{ to: pagePath('top'), label: 'トップページへ戻る' }}
        />
      </>
    );
  }

  return (
    <>
      <PageHeader
        title="お問い合わせ"
        lead="サービスについてのご質問、専門家としての登録の申し込み、不適切な投稿の報告などは、このフォームからお送りください。"
      />
      <ContactForm
        initialKind={isContactKind(type) ? type : ''}
        initialEmail={email}
        onSent={() => {
          setSent(true);
          snackbar.show('お問い合わせを送信しました。', 'success');
        }}
      />
    </>
  );
}
