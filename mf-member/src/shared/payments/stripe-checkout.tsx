// Stripe's card form (Embedded Checkout), drawn inside our page. Stripe.js is fetched only here, from
// @stripe/stripe-js/pure (the main entry would inject Stripe's script on import), with the locale the
// spec names (en). Without a publishable key the error goes to the console, as the spec's error
// catalogue says, and the person reads why in Japanese instead of a broken form.
import { useEffect, useRef, useState } from 'react';
import { Alert, Text, useRuntimeConfig } from '@hiroba/shared-ui';

export const MISSING_KEY_MESSAGE = 'カード情報を入力する画面を表示できません。運営者の設定が終わっていないためです。お手数ですが、お問い合わせページからお知らせください。料金はかかっていません。';
const LOAD_FAILED_MESSAGE = 'カード情報を入力する画面を読み込めませんでした。通信の状態を確かめて、ページを読み込み直してください。料金はかかっていません。';

export default function StripeCheckout({ clientSecret }: { clientSecret: string }) {
  const publishableKey = useRuntimeConfig((config) => config.stripePublishableKey);
  const mountPoint = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!publishableKey) {
      console.error('Stripe publishable key is missing (STRIPE_PUBLISHABLE_KEY)');
      return;
    }
    let cancelled = false;
    let destroy: (() => void) | null = null;
    (async () => {
      const { loadStripe } = await import(/* webpackChunkName: "stripe-js" */ '@stripe/stripe-js/pure');
      const stripe = await loadStripe(publishableKey, { locale: 'en' });
      if (!stripe || cancelled || !mountPoint.current) return;
      const checkout = await stripe.createEmbeddedCheckoutPage({ fetchClientSecret: async () => clientSecret });
      destroy = () => checkout.destroy();
      if (cancelled) destroy();
      else checkout.mount(mountPoint.current);
    })().catch((error: unknown) => {
      console.error('Stripe.js could not be loaded', error);
      if (!cancelled) setFailed(true);
    });
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [publishableKey, clientSecret]);

  if (!publishableKey || failed) {
    return (
      <Alert color="red" title="カード情報の入力画面を表示できません" role="alert">
        <Text>{publishableKey ? LOAD_FAILED_MESSAGE : MISSING_KEY_MESSAGE}</Text>
      </Alert>
    );
  }
  // Stripe's frame grows to its content; the height kept here stops the page jumping meanwhile.
  return <div ref={mountPoint} aria-label="カード情報の入力（Stripe）" role="region" style={{ minHeight: 480 }} />;
}
