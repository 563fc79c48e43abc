import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageHeader, RouterAnchor, Text, pagePath, usePageTitle } from '@hiroba/shared-ui';

/**
 * /view-profile/expert/{expertInfoId}: an expert's public page is their expert page, one URL for one
 * page (docs/product.md#public-profiles). The browser goes there at once without leaving this URL in
 * the history; the page the server draws (read without JavaScript) links to it.
 */
export function ExpertProfileRedirect({ expertInfoId }: { expertInfoId: number }) {
  const navigate = useNavigate();
  const to = pagePath('expert-detail', { expertInfoId });
  usePageTitle('専門家のページ');
  useEffect(() => {
    navigate(to, { replace: true });
  }, [navigate, to]);
  return (
    <>
      <PageHeader title="専門家のページ" />
      <Text>
        専門家のプロフィールは、専門家のページにあります。<RouterAnchor to={to}>専門家のページを開く</RouterAnchor>
      </Text>
    </>
  );
}
