import type { ReactNode } from 'react';
import { Prose, Text, Title } from '@hiroba/shared-ui';
import type { ColumnFormValues } from '../lib/column-form-values';

interface Props {
  values: ColumnFormValues;
  /** The title as drawn (with ruby when ふりがな is on); the typed title otherwise. */
  title?: ReactNode;
  /** The body's HTML as drawn (with <ruby> when ふりがな is on); the typed body otherwise. */
  bodyHtml?: string;
}

/**
 * The column as a reader will see it: title, lead, eye-catch and body. The server keeps only its
 * allowlist of the editor's HTML when it saves; the editor makes nothing else.
 */
export function ColumnPreviewContent({ values, title, bodyHtml }: Props) {
  return (
    <>
      <Title order={2} mb="xs">
        {title ?? (values.title || '（タイトル未入力）')}
      </Title>
      <Text mb="md">{values.excerpt}</Text>
      {values.thumbnail && (
        <img src={values.thumbnail} alt={values.thumbnail_alt} style={{ width: '100%', maxWidth: 720, aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 8 }} />
      )}
      <Prose>
        <div dangerouslySetInnerHTML={{ __html: bodyHtml ?? values.body }} />
      </Prose>
    </>
  );
}
