import type { TocEntry } from '@hiroba/api-client';

/**
 * The article's headings as links to them (the server gave each heading its id): a reader can jump
 * to the part they need, and a screen reader user hears the outline before reading.
 */
export function TableOfContents({ entries }: { entries: TocEntry[] }) {
  if (entries.length < 2) return null;
  return (
    <nav className="hiroba-toc" aria-labelledby="toc-heading">
      <h2 id="toc-heading">目次</h2>
      <ol>
        {entries.map((entry) => (
          <li key={entry.id} data-level={entry.level}>
            <a href={`#${entry.id}`}>{entry.text}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
