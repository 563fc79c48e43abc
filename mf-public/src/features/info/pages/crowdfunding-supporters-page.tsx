import { api } from '@hiroba/api-client';
import {
  EmptyState,
  LoadError,
  LoadingState,
  PageHeader,
  Prose,
  RouterAnchor,
  Text,
  pagePath,
  usePageData,
  usePageTrail,
  TOP_CRUMB,
} from '@hiroba/shared-ui';
import { SupporterCourses } from '../components/supporter-courses';

const TITLE = 'クラウドファンディングでご支援くださった方々';

/**
 * /list-of-crowdfunding-supporters: the supporters who agreed to be named, under their course, in
 * the order the admin keeps (docs/product.md#crowdfunding-supporters). The server sends the
 * published ones only, whoever asks.
 */
export default function CrowdfundingSupportersPage() {
  usePageTrail(TITLE, [TOP_CRUMB], 'ご支援くださった方々');
  const { data, error, reload } = usePageData((signal) => api.crowdfundingSupporters.list({ per: 'all' }, { signal }), []);
  return (
    <>
      <PageHeader title={TITLE} lead="このサイトは、多くの方のご支援に支えられています。心から感謝申し上げます。" />
      <Prose>
        <p>
          クラウドファンディングでご支援くださった方のうち、お名前の掲載を希望された方を、このページでご紹介します。いただいたご支援は、サイトの運営と、だれもが使いやすいサイトにするための改善に使わせていただきます。
        </p>
      </Prose>
      {error ? (
        <LoadError what="ご支援くださった方の一覧" error={error} onRetry={reload} />
      ) : !data ? (
        <LoadingState />
      ) : data.data.length === 0 ? (
        <EmptyState
          message="まだ掲載しているお名前はありません。お名前は、ご支援くださった方の同意をいただいてから掲載します。"
          action={{ label: '掲載についてのお問い合わせ', to: pagePath('contact') }}
        />
      ) : (
        <>
          <SupporterCourses supporters={data.data} />
          <Text mt="xl">
            お名前の掲載や取り下げのご希望は、<RouterAnchor to={pagePath('contact')}>お問い合わせ</RouterAnchor>からお知らせください。
          </Text>
        </>
      )}
    </>
  );
}
