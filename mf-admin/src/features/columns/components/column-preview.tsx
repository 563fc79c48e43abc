import type { ColumnFormValues } from '../lib/column-form-values';
import { Paper, Prose, Text, Title } from '@hiroba/shared-ui';

/**
 * The column as a reader will see it: title, lead, eye-catch and body. The server keeps only its
 * allowlist of the editor's HTML when it saves; the editor makes nothing else.
 */
export function ColumnPreview({ values }: { values: ColumnFormValues }) {
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="column-preview-heading">
      <Text size="sm" id="column-preview-heading" fw={700} mb="sm">
        プレビュー（読む人に見える形）
      </Text>
      <Title order={2} mb="xs">
        {values.title || '（タイトル未入力）'}
      </Title>
      <Text mb="md">{values.excerpt}</Text>
      {values.thumbnail && (
        <img src={values.thumbnail} alt={values.thumbnail_alt} style={{ width: '100%', maxWidth: 720, aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 8 }} />
      )}
      <Prose>
        <div dangerouslySetInnerHTML={{ __html: values.body }} />
      </Prose>
    </Paper>
  );
}
