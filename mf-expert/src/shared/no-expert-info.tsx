// An expert account whose expert profile has not been created yet (e.g. an admin changed the role).
import { Alert, RouterAnchor, Text, pagePath } from '@hiroba/shared-ui';

export function NoExpertInfo() {
  return (
    <Alert color="blue" title="専門家の情報はまだ登録されていません">
      <Text>
        名前や資格などの専門家の情報は、運営が登録します。しばらくたっても表示されないときは、
        <RouterAnchor to={pagePath('contact')}>お問い合わせ</RouterAnchor>からご連絡ください。
      </Text>
    </Alert>
  );
}
