// The preview with ふりがな (loaded only when its switch is on, column-preview.tsx): the title and body
// with the server's ruby made with the column's reading corrections, and the corrections below. A
// word with ruby is a button: clicking it (or Enter or Space on it) adds a correction row for it,
// filled with the word and its reading as shown, or focuses its row, so the author types the right one.
import { useId, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { READING_CORRECTION_LIMITS, rubyBase, type RubyText } from '@hiroba/contract/reading-aids';
import { Text, type UseFormReturnType } from '@hiroba/shared-ui';
import { useRubyPreview, type RubyPreviewState } from '../hooks/use-ruby-preview';
import type { ColumnFormValues } from '../lib/column-form-values';
import { ColumnPreviewContent } from './column-preview-content';
import { ReadingCorrectionsField, correctionInputId } from './reading-corrections-field';

/** The server's ruby markup, each word made a button (its name: the word and its reading). */
const clickable = (html: string) => html.replaceAll('<ruby>', '<ruby tabindex="0" role="button">');

function RubyTitle({ ruby }: { ruby: RubyText }) {
  return (
    <>
      {ruby.map((segment, i) =>
        typeof segment === 'string' ? (
          segment
        ) : (
          <ruby key={i} tabIndex={0} role="button">
            {segment[0]}
            <rp>（</rp>
            <rt>{segment[1]}</rt>
            <rp>）</rp>
          </ruby>
        ),
      )}
    </>
  );
}

/** A ruby element's word (its text without <rt> and <rp>) and reading. */
function wordOf(ruby: Element): { term: string; reading: string } {
  const term = Array.from(ruby.childNodes)
    .filter((node) => !(node instanceof Element && (node.tagName === 'RT' || node.tagName === 'RP')))
    .map((node) => node.textContent ?? '')
    .join('');
  return { term, reading: ruby.querySelector('rt')?.textContent ?? '' };
}

function statusOf(result: RubyPreviewState, full: boolean): string {
  if (full) return `読みの直しは${READING_CORRECTION_LIMITS.count}個までです。`;
  if (result.state === 'loading') return result.ruby ? '' : 'ふりがなを読み込んでいます…';
  if (result.state === 'invalid') return '読みの直しに、直すところがあります。';
  if (result.state === 'failed') return 'ふりがなを読み込めませんでした。保存はできます。';
  return '';
}

export default function FuriganaPreview({ form }: { form: UseFormReturnType<ColumnFormValues> }) {
  const idBase = useId();
  const [composing, setComposing] = useState(false);
  const [full, setFull] = useState(false);
  const values = form.values;
  const result = useRubyPreview(values.title, values.body, values.reading_corrections, composing, form.setFieldError);
  const ruby = result.ruby;

  /** Adds a row for the word (or finds its row) and focuses its reading. */
  const correct = (term: string, reading: string) => {
    const rows = form.getValues().reading_corrections;
    let row = rows.findIndex((r) => r.term.trim() === term);
    if (row < 0) {
      if (rows.length >= READING_CORRECTION_LIMITS.count) {
        setFull(true);
        return;
      }
      form.insertListItem('reading_corrections', { term, reading });
      row = rows.length;
    }
    setFull(false);
    requestAnimationFrame(() => {
      const input = document.getElementById(correctionInputId(idBase, row, 'reading')) as HTMLInputElement | null;
      input?.focus();
      input?.select();
    });
  };
  const activate = (target: EventTarget) => {
    const word = target instanceof Element ? target.closest('ruby') : null;
    if (!word) return false;
    const { term, reading } = wordOf(word);
    correct(term, reading);
    return true;
  };
  const onClick = (event: MouseEvent) => void activate(event.target);
  const onKeyDown = (event: KeyboardEvent) => {
    // Enter while an IME composes is the IME's; Space would scroll; neither submits the form here.
    if ((event.key !== 'Enter' && event.key !== ' ') || event.nativeEvent.isComposing) return;
    if (activate(event.target)) event.preventDefault();
  };

  // The title's ruby only while it is the title typed; the body's until the next is read.
  const title = ruby && ruby.title.length > 0 && rubyBase(ruby.title) === values.title.trim() ? <RubyTitle ruby={ruby.title} /> : undefined;
  return (
    <>
      <Text role="status" size="sm" mb="xs">
        {statusOf(result, full)}
      </Text>
      {/* The ruby words inside are the buttons (role="button", tabindex); this only hears them. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions, jsx-a11y/click-events-have-key-events */}
      <div onClick={onClick} onKeyDown={onKeyDown}>
        <ColumnPreviewContent values={values} title={title} bodyHtml={ruby ? clickable(ruby.body_html) : undefined} />
      </div>
      <ReadingCorrectionsField form={form} idBase={idBase} onComposingChange={setComposing} />
    </>
  );
}
