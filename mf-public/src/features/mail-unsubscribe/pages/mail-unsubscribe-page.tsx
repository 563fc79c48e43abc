// /notifications/unsubscribe?token=…: the page a notification mail's 「このメールの配信を停止する」 opens.
// Works signed out (the signed token says whose and what); nothing stops until the button is pressed,
// since mail scanners open links by themselves. Says what stopped, by the settings page's names.
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { api } from '@hiroba/api-client';
import { NOTIFICATION_KIND_LABELS, type NotificationKind } from '@hiroba/contract/notifications';
import { Alert, Button, PageHeader, Prose, RouterAnchor, TOP_CRUMB, errorMessage, pagePath, usePageTrail } from '@hiroba/shared-ui';

const TITLE = 'お知らせメールの配信停止';
// Opened without the mail's token (typed in, or cut off by the mail program).
const NO_TOKEN_MESSAGE = 'このページは、お知らせメールの「このメールの配信を停止する」のリンクから開いてください。リンクが途中で切れていないかもご確認ください。';

type State = { step: 'ready' } | { step: 'sending' } | { step: 'done'; kinds: NotificationKind[] } | { step: 'failed'; message: string };

export default function MailUnsubscribePage() {
  usePageTrail(TITLE, [TOP_CRUMB]);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>({ step: 'ready' });
  // The answer replaces the button: focus moves to it, so a keyboard or screen reader user hears it.
  const result = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.step === 'done' || state.step === 'failed') result.current?.focus();
  }, [state.step]);

  const stop = async () => {
    setState({ step: 'sending' });
    try {
      const { kinds } = await api.notificationSettings.unsubscribe({ token });
      setState({ step: 'done', kinds });
    } catch (error) {
      setState({ step: 'failed', message: errorMessage(error) });
    }
  };

  const settingsLink = (
    <p>
      <RouterAnchor to={pagePath('notification-settings')}>ほかのお知らせの設定を見る（ログインが必要です）</RouterAnchor>
    </p>
  );

  return (
    <>
      <PageHeader title={TITLE} lead="お知らせメールの配信を停止します。サイト内のお知らせは、これまでどおり表示されます。" />
      {!token ? (
        <Alert color="red" title="配信を停止できません">
          {NO_TOKEN_MESSAGE}
        </Alert>
      ) : state.step === 'done' ? (
        <div ref={result} tabIndex={-1}>
          <Alert color="green" title="配信を停止しました">
            {state.kinds.length > 0 ? (
              <>
                次のお知らせは、メールで届かなくなりました。
                <ul>
                  {state.kinds.map((kind) => (
                    <li key={kind}>{NOTIFICATION_KIND_LABELS[kind]}</li>
                  ))}
                </ul>
              </>
            ) : (
              'このメールのお知らせは、すでに停止しています。'
            )}
          </Alert>
          <Prose>{settingsLink}</Prose>
        </div>
      ) : (
        <Prose>
          <p>下のボタンを押すと、このメールで届いた種類のお知らせが、メールで届かなくなります。</p>
          {state.step === 'failed' ? (
            <div ref={result} tabIndex={-1}>
              <Alert color="red" title="配信を停止できませんでした">
                {state.message}
              </Alert>
            </div>
          ) : null}
          <p>
            <Button onClick={stop} loading={state.step === 'sending'}>
              配信を停止する
            </Button>
          </p>
          {settingsLink}
        </Prose>
      )}
    </>
  );
}
