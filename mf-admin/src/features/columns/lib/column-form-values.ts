// The column form's values as the inputs hold them (strings for selects and the date), and the body
// the API takes. The publication date is typed as the admin's local time and sent as an instant.
import type { Column, ColumnBody, ColumnStatus } from '@hiroba/api-client';
import type { ReadingCorrection } from '@hiroba/contract/reading-aids';

export interface ColumnFormValues {
  title: string;
  excerpt: string;
  body: string;
  /** やさしい日本語の要約; empty: none. */
  easy_summary: string;
  /** The author's readings of words the ふりがな misreads in this column (語 and 読み per row). */
  reading_corrections: ReadingCorrection[];
  category_id: string;
  tag_ids: string[];
  thumbnail: string | null;
  thumbnail_alt: string;
  expert_info_id: string;
  status: ColumnStatus;
  /** `YYYY-MM-DDTHH:mm` of an <input type="datetime-local">, for a scheduled column. */
  publish_at: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as the local `YYYY-MM-DDTHH:mm` a datetime-local input shows. */
export function localDateTime(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function initialValues(column?: Column): ColumnFormValues {
  return {
    title: column?.title ?? '',
    excerpt: column?.excerpt ?? '',
    body: column?.body ?? '',
    easy_summary: column?.easy_summary ?? '',
    reading_corrections: column?.reading_corrections?.map((c) => ({ ...c })) ?? [],
    category_id: column?.category ? String(column.category.id) : '',
    tag_ids: column?.tags.map((t) => String(t.id)) ?? [],
    thumbnail: column?.thumbnail ?? null,
    thumbnail_alt: column?.thumbnail_alt ?? '',
    expert_info_id: column?.supervisor ? String(column.supervisor.id) : '',
    // New columns start as drafts, so nothing is published by accident.
    status: column?.status ?? 'draft',
    publish_at: column?.status === 'scheduled' ? localDateTime(column.published_at) : '',
  };
}

/** The corrections as sent: trimmed (a row's errors keep its index, so none is left out). */
export const trimmedCorrections = (rows: ReadingCorrection[]): ReadingCorrection[] => rows.map((r) => ({ term: r.term.trim(), reading: r.reading.trim() }));

export function toBody(values: ColumnFormValues): ColumnBody {
  return {
    title: values.title.trim(),
    excerpt: values.excerpt.trim(),
    body: values.body,
    easy_summary: values.easy_summary.trim() || null,
    reading_corrections: trimmedCorrections(values.reading_corrections),
    category_id: Number(values.category_id),
    tag_ids: values.tag_ids.map(Number),
    thumbnail: values.thumbnail,
    thumbnail_alt: values.thumbnail ? values.thumbnail_alt.trim() : '',
    expert_info_id: values.expert_info_id ? Number(values.expert_info_id) : null,
    status: values.status,
    ...(values.status === 'scheduled' && { published_at: new Date(values.publish_at).toISOString() }),
  };
}

/** The editor's HTML has something to read or a picture (an empty editor holds <p></p>). */
export const hasBody = (html: string) => /<img\b/i.test(html) || html.replace(/<[^>]*>/g, '').trim() !== '';
