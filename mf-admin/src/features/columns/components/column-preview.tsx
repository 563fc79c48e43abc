import { Suspense, lazy, useId, useState } from 'react';
import { Paper, Text, type UseFormReturnType } from '@hiroba/shared-ui';
import type { ColumnFormValues } from '../lib/column-form-values';
import { ColumnPreviewContent } from './column-preview-content';

// ふりがな and the reading corrections load only when the switch is turned on: the editor's first load
// does not carry them.
const FuriganaPreview = lazy(() => import('./furigana-preview'));

/**
 * The preview of the column, with a 「ふりがなを表示」 switch (off by default): on, the title and body
 * are drawn with the server's ruby, made with the column's reading corrections, listed below.
 */
export function ColumnPreview({ form }: { form: UseFormReturnType<ColumnFormValues> }) {
  const id = useId();
  const [furigana, setFurigana] = useState(false);
  const values = form.values;
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="column-preview-heading">
      <Text size="sm" id="column-preview-heading" fw={700} mb="sm">
        プレビュー（読む人に見える形）
      </Text>
      <div style={{ display: 'flex', gap: 8, alignItems: 'center', marginBottom: 12 }}>
        <input id={id} type="checkbox" role="switch" checked={furigana} onChange={(event) => setFurigana(event.currentTarget.checked)} aria-describedby={`${id}-note`} />
        <label htmlFor={id}>ふりがなを表示</label>
      </div>
      <Text id={`${id}-note`} size="xs" c="dimmed" mb="sm">
        読む人が「ふりがな」をオンにしたときの形です。読みが違う語は、下の「読みの直し」で直せます。
      </Text>
      {furigana ? (
        <Suspense fallback={<ColumnPreviewContent values={values} />}>
          <FuriganaPreview form={form} />
        </Suspense>
      ) : (
        <ColumnPreviewContent values={values} />
      )}
    </Paper>
  );
}
