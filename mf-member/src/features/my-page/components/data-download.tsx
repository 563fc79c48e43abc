// 登録情報のダウンロード (APPI 開示, docs/product.md#data-download): everything the site holds about the
// person, as one JSON file.
import { useState } from 'react';
import { api, type User } from '@hiroba/api-client';
import { Alert, Button, Card, Text, Title, errorMessage, snackbar } from '@hiroba/shared-ui';
import { exportFileName, saveJsonFile } from '../lib/save-json-file';

export function DataDownload({ user }: { user: Pick<User, 'id'> }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    setError(null);
    try {
      saveJsonFile(exportFileName(user.id), await api.account.exportData(user.id));
      snackbar.show('登録情報のファイルをダウンロードしました。', 'success');
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="data-download-title">
      <Title order={2} id="data-download-title" size="h3" mb="xs">
        登録情報のダウンロード
      </Title>
      <Text>
        このサイトが保有しているあなたの情報（メールアドレス、プロフィール、質問やコメント、いいね・お気に入り、お支払いの記録、同意した日など）を、1つのファイル（JSON形式）でダウンロードできます。
      </Text>
      <Text size="sm" mt="xs">
        ファイルには個人情報が含まれます。共用のパソコンでは、保存した場所に気をつけてください。
      </Text>
      {error && (
        <Alert color="red" title="ダウンロードできませんでした" mt="md" role="alert">
          {error}
        </Alert>
      )}
      <Button mt="md" variant="outline" onClick={download} loading={busy}>
        登録情報をダウンロード
      </Button>
    </Card>
  );
}
