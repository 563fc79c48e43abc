import { useId, useState } from 'react';
import { Button } from '@hiroba/shared-ui';

/**
 * やさしい日本語の要約 behind 「やさしい日本語で読む」 at the top of the article: closed at first (the
 * article is for everyone), opened and closed by the button, which says whether it is open
 * (aria-expanded) and which region it opens (aria-controls). Plain text, a paragraph a line.
 */
export function EasySummary({ summary }: { summary: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const paragraphs = summary.split(/\n+/).filter((line) => line.trim());
  return (
    <div className="hiroba-easy-summary">
      <Button variant="outline" aria-expanded={open} aria-controls={`${id}-summary`} onClick={() => setOpen((was) => !was)}>
        やさしい日本語で読む
      </Button>
      <section id={`${id}-summary`} aria-labelledby={`${id}-heading`} className="hiroba-easy-summary-text" hidden={!open}>
        <h2 id={`${id}-heading`}>やさしい日本語の要約</h2>
        {paragraphs.map((line, i) => (
          <p key={i}>{line}</p>
        ))}
      </section>
    </div>
  );
}
