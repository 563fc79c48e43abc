/** 「通報・確認（未対応3件）」: the navigation's words for the queue, with its open count once known. */
export function reviewNavLabel(label: string, open: number | undefined): string {
  return open === undefined ? label : `${label}（未対応${open.toLocaleString('ja-JP')}件）`;
}
