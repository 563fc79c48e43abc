// A paid member whose monthly charge failed is asked, on every page, to update the card while the
// provider retries (the server's membership.payment_failed; the banner decides nothing itself).
import { useSession } from '@hiroba/api-client';
import { Alert, ButtonLink, Text, pagePath, useHydrated } from '@hiroba/shared-ui';

export function PaymentFailedBanner() {
  const failed = useSession((state) => state.user?.membership?.payment_failed === true);
  // The session is this browser's: never drawn on the server, so the first paint stays the same.
  const hydrated = useHydrated();
  if (!hydrated || !failed) return null;
  return (
    <Alert color="red" title="毎月のお支払いができませんでした" mb="md" role="region">
      <Text>登録のカードでお支払いができませんでした。有料会員を続けるには、カードを変更してください。それまでは数日おきに自動でお支払いを試みます。</Text>
      <ButtonLink mt="sm" size="sm" to={pagePath('edit-payment-info')}>
        カードを変更する
      </ButtonLink>
    </Alert>
  );
}
