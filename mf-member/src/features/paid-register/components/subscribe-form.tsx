// The explicit agreement to the final confirmation, then the card payment: the provider's card form,
// or the card kept from an earlier membership (create_subscription). The server checks the agreement
// and answers beside the checkbox when it is missing.
import { lazy, Suspense, useRef, useState } from 'react';
import { api, refreshUser, type Card, type User } from '@hiroba/api-client';
import { Button, Checkbox, Form, FormErrorSummary, Group, LoadingState, Stack, Text, useForm, useSubmitErrors } from '@hiroba/shared-ui';
import { cardLabel } from '../../../shared/payments/card-label';
import { startCheckout } from '../../../shared/payments/checkout';

const StripeCheckout = lazy(() => import(/* webpackChunkName: "stripe-checkout" */ '../../../shared/payments/stripe-checkout'));

interface Values {
  agree: boolean;
}
type Via = 'new_card' | 'saved_card';

export function SubscribeForm({ savedCard, onSubscribed }: { savedCard: Card | null; onSubscribed: (user: User) => void }) {
  const form = useForm<Values>({ initialValues: { agree: false } });
  const errors = useSubmitErrors(form);
  const [clientSecret, setClientSecret] = useState<string | null>(null);
  // Which button sent the form (read in the same click, so a ref rather than state).
  const via = useRef<Via>('new_card');
  const [sentVia, setSentVia] = useState<Via>('new_card');
  const choose = (choice: Via) => () => {
    via.current = choice;
    setSentVia(choice);
  };

  const submit = errors.submit(async (values) => {
    // Sent without the tick too: the server refuses it with its message beside the box.
    const agreement = (values.agree ? { agree: true } : {}) as { agree: true };
    if (via.current === 'saved_card') {
      await api.payments.createSubscription(agreement);
      onSubscribed(await refreshUser());
      return;
    }
    const session = await startCheckout({ purpose: 'subscribe', ...agreement });
    // The local provider's page is opened by startCheckout; Stripe's form is drawn here.
    if (session.client_secret) setClientSecret(session.client_secret);
  });

  if (clientSecret) {
    return (
      <Suspense fallback={<LoadingState />}>
        <StripeCheckout clientSecret={clientSecret} />
      </Suspense>
    );
  }

  return (
    <Form onSubmit={submit} noValidate aria-label="有料会員の申し込み">
      <Stack gap="md">
        <FormErrorSummary messages={errors.messages} title="お申し込みを進められませんでした" />
        <Checkbox
          label="上の「お申し込み内容の確認」を読み、内容に同意します"
          {...form.getInputProps('agree', { type: 'checkbox' })}
        />
        <Text size="sm">次の画面でカード情報を入力し、お支払いが済むと申し込みが完了します。</Text>
        <Group>
          {savedCard && (
            <Button type="submit" loading={form.submitting && sentVia === 'saved_card'} onClick={choose('saved_card')}>
              登録済みのカード（{cardLabel(savedCard)}）で申し込む
            </Button>
          )}
          <Button
            type="submit"
            variant={savedCard ? 'outline' : 'filled'}
            loading={form.submitting && sentVia === 'new_card'}
            onClick={choose('new_card')}
          >
            {savedCard ? '別のカードで申し込む' : 'カード情報の入力へ進む'}
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}
