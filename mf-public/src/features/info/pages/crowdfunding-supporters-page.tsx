import { EmptyState, PageHeader, Prose, RouterAnchor, useBreadcrumbs, usePageTitle } from '@hiroba/shared-ui';

const TITLE = 'クラウドファンディングでご支援くださった方々';

export function CrowdfundingSupportersPage() {
  usePageTitle(TITLE);
  useBreadcrumbs([{ text: 'トップ', to: '/' }, { text: 'ご支援くださった方々', disabled: true }]);
  return (
    <>
      <PageHeader title={TITLE} lead="このサイトは、多くの方のご支援に支えられています。心から感謝申し上げます。" />
      <Prose>
        <p>
          クラウドファンディングでご支援くださった方のうち、お名前の掲載を希望された方を、このページでご紹介します。いただいたご支援は、サイトの運営と、だれもが使いやすいサイトにするための改善に使わせていただきます。
        </p>
      </Prose>
      <EmptyState title="まだ掲載しているお名前はありません">
        お名前の掲載は、ご支援くださった方の同意をいただいてから行います。掲載についてのご相談は<RouterAnchor to="/contact">お問い合わせ</RouterAnchor>からどうぞ。
      </EmptyState>
    </>
  );
}
