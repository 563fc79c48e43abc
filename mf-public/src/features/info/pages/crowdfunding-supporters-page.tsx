import { EmptyState, PageHeader, Prose, pagePath, usePageTrail, TOP_CRUMB } from '@hiroba/shared-ui';

const TITLE = 'クラウドファンディングでご支援くださった方々';

export default function CrowdfundingSupportersPage() {
  usePageTrail(TITLE, [TOP_CRUMB], 'ご支援くださった方々');
  return (
    <>
      <PageHeader title={TITLE} lead="このサイトは、多くの方のご支援に支えられています。心から感謝申し上げます。" />
      <Prose>
        <p>
          クラウドファンディングでご支援くださった方のうち、お名前の掲載を希望された方を、このページでご紹介します。いただいたご支援は、サイトの運営と、だれもが使いやすいサイトにするための改善に使わせていただきます。
        </p>
      </Prose>
      <EmptyState
        message="まだ掲載しているお名前はありません。お名前は、ご支援くださった方の同意をいただいてから掲載します。"
        action={{ label: '掲載についてのお問い合わせ', to: pagePath('contact') }}
      />
    </>
  );
}
