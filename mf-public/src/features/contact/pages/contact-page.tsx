import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  PageHeader,
  snackbar,
  pagePath,
  usePageTrail,
  TOP_CRUMB,
} from '@hiroba/shared-ui';
import { useSession, type ContactCreated } from '@hiroba/api-client';
import { DoneNotice } from '../../../shared/components/done-notice';
import { PublicCrisisHelp } from '../../../shared/safety/safety-parts';
import { ContactForm } from '../components/contact-form';
import { isContactSubject } from '../lib/contact-subjects';

/**
 * /contact: the contact form. ?type= preselects what an お問い合わせ is about (e.g. expert);
 * ?kind=removal_request opens it as a 削除の申し出 (the footer's link).
 */
export default function ContactPage() {
  usePageTrail('お問い合わせ', [TOP_CRUMB]);
  const [params] = useSearchParams();
  const email = useSession((s) => s.user?.email ?? '');
  const [sent, setSent] = useState<ContactCreated | null>(null);
  const type = params.get('type');
  const kind = params.get('kind') === 'removal_request' ? 'removal_request' : 'inquiry';

  if (sent) {
    return (
      <>
        {/* Words that show the sender may be in danger: the help lines first (docs/moderation.md#crisis-help). */}
        {sent.crisis_help && <PublicCrisisHelp focusKey={1} />}
        <PageHeader title="お問い合わせ" />
        <DoneNotice
          title="お問い合わせを受け付けました"
          text="内容を確認して、入力されたメールアドレスにお返事します。しばらくお待ちください。"
          next={{ to: pagePath('top'), label: 'トップページへ戻る' }}
          takeFocus={!sent.crisis_help}
        />
      </>
    );
  }

  return (
    <>
      <PageHeader
        title="お問い合わせ"
        lead="サービスについてのご質問、専門家としての登録の申し込み、投稿の削除の申し出などは、このフォームからお送りください。"
      />
      <ContactForm
        initialKind={kind}
        initialSubject={isContactSubject(type) ? type : ''}
        initialEmail={email}
        onSent={(answer) => {
          setSent(answer);
          snackbar.show('お問い合わせを送信しました。', 'success');
        }}
      />
    </>
  );
}
