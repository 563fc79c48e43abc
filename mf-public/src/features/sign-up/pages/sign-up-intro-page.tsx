import { selectRole, useSession } from '@hiroba/api-client';
import {
  ButtonLink,
  Group,
  PageHeader,
  RouterAnchor,
  Stack,
  StaticRuby,
  Text,
  Title,
  pagePath,
  usePageTrail,
  TOP_CRUMB,
} from '@hiroba/shared-ui';
import { PlanComparison } from '../components/plan-comparison';
import { useWayBack, wayBackQuery } from '../../../shared/routing/way-back';

/** The next step depends on who is reading: visitors register first, free members go to payment. */
function NextStep() {
  const role = useSession(selectRole);
  const wayBack = useWayBack();
  if (!role) {
    return (
      <StaticRuby>
        <Stack gap="sm">
          <Text>まずは無料会員に登録してください。有料会員には、登録のあとでいつでもなれます。</Text>
          <Group>
            <ButtonLink to={pagePath('free-member-register', {}, wayBackQuery(wayBack))} size="md">
              無料会員に登録する
            </ButtonLink>
          </Group>
          <Text>
            すでに登録している方は <RouterAnchor to={pagePath('login', {}, { redirect: wayBack ?? pagePath('sign-up-intro') })}>ログイン</RouterAnchor> してください。
          </Text>
        </Stack>
      </StaticRuby>
    );
  }
  if (role === 'free_member') {
    return (
      <StaticRuby>
        <Stack gap="sm">
          <Text>いまは無料会員です。有料会員になると、自分の質問を投稿できます。</Text>
          <Group>
            <ButtonLink to={pagePath('paid-member-register')} size="md">
              有料会員の申し込みへ進む
            </ButtonLink>
          </Group>
          <Text size="sm">次の画面で、料金とお支払いの内容を確かめてから申し込みます。</Text>
        </Stack>
      </StaticRuby>
    );
  }
  const home = role === 'admin' ? pagePath('admin-dashboard') : role === 'expert' ? pagePath('expert-home') : pagePath('my-page');
  return (
    <StaticRuby>
      <Text>
        このアカウントは、すでに登録が済んでいます。ご利用の状況は<RouterAnchor to={home}>あなたのページ</RouterAnchor>で確かめられます。
      </Text>
    </StaticRuby>
  );
}

export default function SignUpIntroPage() {
  usePageTrail('会員登録のご案内', [TOP_CRUMB]);
  return (
    <>
      <PageHeader
        title="会員登録のご案内"
        lead="質問や回答を読むだけなら、登録はいりません。会員になると、いいねやコメント、質問の投稿ができます。"
      />
      <PlanComparison />
      <section aria-labelledby="next-step">
        <StaticRuby>
          <Title order={2} id="next-step" mt="xl" mb="sm">
            登録の方法
          </Title>
        </StaticRuby>
        <NextStep />
      </section>
    </>
  );
}
