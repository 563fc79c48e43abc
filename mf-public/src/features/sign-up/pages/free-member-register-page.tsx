import { useNavigate } from 'react-router-dom';
import {
  PageHeader,
  RouterAnchor,
  Text,
  useBreadcrumbs,
  usePageTitle,
  pagePath,
} from '@hiroba/shared-ui';
import { FreeMemberRegisterForm } from '../components/free-member-register-form';
import { useWayBack, wayBackQuery } from '../../../shared/routing/way-back';

export default function FreeMemberRegisterPage() {
  usePageTitle('無料会員登録');
  useBreadcrumbs([
    { text: 'トップ', to: pagePath('top') },
    { text: '会員登録のご案内', to: pagePath('sign-up-intro') },
    { text: '無料会員登録', disabled: true },
  ]);
  const navigate = useNavigate();
  // Where the visitor was going before signing up (e.g. /paid-member-register): kept to the login.
  const wayBack = useWayBack();
  return (
    <>
      <PageHeader title="無料会員登録" lead="ニックネーム・メールアドレス・パスワードを決めて登録します。料金はかかりません。" />
      <FreeMemberRegisterForm onRegistered={() => navigate(pagePath('free-member-register-complete', {}, wayBackQuery(wayBack)))} />
      <Text mt="xl">
        すでに登録している方は <RouterAnchor to={pagePath('login', {}, wayBackQuery(wayBack))}>ログイン</RouterAnchor>
      </Text>
    </>
  );
}
