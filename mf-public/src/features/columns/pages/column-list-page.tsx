import { PageHeader, usePageTrail, TOP_CRUMB } from '@hiroba/shared-ui';
import { ColumnCategoryNav } from '../components/column-category-nav';
import { ColumnTagNav } from '../components/column-tag-nav';
import { NoColumns } from '../components/no-columns';

export default function ColumnListPage() {
  usePageTrail('コラム', [TOP_CRUMB]);
  return (
    <>
      <PageHeader title="コラム" lead="制度の使い方や暮らしの工夫を、専門家や運営者が分かりやすく紹介します。" />
      <NoColumns />
      <ColumnCategoryNav />
      <ColumnTagNav />
    </>
  );
}
