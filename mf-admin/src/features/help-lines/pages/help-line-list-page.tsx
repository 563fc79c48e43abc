import { useState } from 'react';
import { api, useDataVersion, type HelpLine } from '@hiroba/api-client';
import { CRISIS_HELP_HEADING } from '@hiroba/contract/fields';
import { Button, EmptyState, Group, LoadError, LoadingState, PageHeader, Stack, usePageData, usePageTrail } from '@hiroba/shared-ui';
import { ADMIN_CRUMB } from '../../../shared/lib/admin-crumb';
import { HelpLineFormDialog } from '../components/help-line-form-dialog';
import { HelpLineTable } from '../components/help-line-table';

/**
 * /admin/help-lines: the help lines the crisis panel shows (「ひとりで抱え込まないでください」), all on
 * one page in their order. Every write announces `help_lines`: the list loads again.
 */
export default function HelpLineListPage() {
  usePageTrail('相談窓口', [ADMIN_CRUMB], '相談窓口');
  const { data, error, loading, reload } = usePageData((signal) => api.helpLines.list({ per: 'all' }, { signal }), [useDataVersion('help_lines')]);
  // undefined: closed; null: adding; a line: editing it.
  const [editing, setEditing] = useState<HelpLine | null | undefined>(undefined);

  return (
    <Stack gap="lg">
      <PageHeader
        title="相談窓口"
        lead={`心配な言葉を含む投稿や検索のとき、「${CRISIS_HELP_HEADING}」の見出しで、この順に表示する相談窓口です。番号と受付時間は変わることがあるので、ときどき電話をかけて確かめ、「今日確認した」を押してください。`}
      />
      <Group justify="flex-end">
        <Button onClick={() => setEditing(null)}>相談窓口を追加する</Button>
      </Group>
      {error ? <LoadError what="相談窓口" error={error} onRetry={reload} /> : null}
      {loading && !data && <LoadingState />}
      {data && data.data.length === 0 && <EmptyState message="まだ相談窓口がありません。「相談窓口を追加する」から加えられます。" />}
      {data && data.data.length > 0 && <HelpLineTable lines={data.data} onEdit={setEditing} />}
      <HelpLineFormDialog opened={editing !== undefined} line={editing ?? null} onClose={() => setEditing(undefined)} />
    </Stack>
  );
}
