import type { ColumnSummary } from '@hiroba/api-client';
import { Digest, type DigestProps } from '../lists/digest';
import { ColumnList } from './column-list';

/** A few columns on a page that is about something else (top page, an article's related ones). */
export function ColumnDigest(props: Omit<DigestProps<ColumnSummary>, 'render'>) {
  return <Digest {...props} render={(columns) => <ColumnList columns={columns} />} />;
}
