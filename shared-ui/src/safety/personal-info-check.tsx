// The personal-information warning (docs/moderation.md#personal-information), loaded with the
// detector when a post form is first used (use-personal-info-check.tsx), never on a first visit:
// what was found in each field, highlighted and named for a screen reader, why it matters, and the
// three choices. The server decides whatever is chosen here (a マイナンバー is refused, the rest is
// held as 承認待ち), so このまま投稿 is not offered for a マイナンバー.
import { Fragment, useEffect, useId, useRef } from 'react';
import { PERSONAL_INFO_LABELS, type PersonalInfoKind, type PersonalInfoMatch } from '@hiroba/contract/personal-info';
import { Button, Group, List, Paper, Text, Title, VisuallyHidden } from '@mantine/core';

export { findPersonalInfo, maskPersonalInfo } from '@hiroba/contract/personal-info';

export const PERSONAL_INFO_HEADING = '個人情報が含まれているかもしれません';
export const MASK_AND_SEND = '伏せ字にして投稿';
export const EDIT_TEXT = '修正する';
export const SEND_AS_IS = 'このまま投稿';

/** One field of the form as checked: its name (the form's path), its label, its text, what was found. */
export interface PersonalInfoField {
  field: string;
  label: string;
  text: string;
  found: PersonalInfoMatch[];
}

export interface PersonalInfoPanelProps {
  /** The fields with something found (others are left out). */
  fields: PersonalInfoField[];
  /** The heading's level below the form's own heading (default 3). */
  headingOrder?: 2 | 3 | 4 | 5;
  onMask(): void;
  onEdit(): void;
  onSendAsIs(): void;
}

/** Characters of text kept on each side of a finding; a long post is shown as excerpts around them. */
const CONTEXT_CHARS = 40;

type Segment = { text: string; kind?: PersonalInfoKind };

function shorten(text: string, where: 'start' | 'middle' | 'end'): string {
  if (where === 'start') return text.length > CONTEXT_CHARS ? `…${text.slice(-CONTEXT_CHARS)}` : text;
  if (where === 'end') return text.length > CONTEXT_CHARS ? `${text.slice(0, CONTEXT_CHARS)}…` : text;
  return text.length > CONTEXT_CHARS * 2 ? `${text.slice(0, CONTEXT_CHARS)} … ${text.slice(-CONTEXT_CHARS)}` : text;
}

/** The text cut into plain parts and findings, with long stretches between findings shortened. */
export function highlightSegments(text: string, found: readonly PersonalInfoMatch[]): Segment[] {
  const segments: Segment[] = [];
  let at = 0;
  found.forEach((match, i) => {
    segments.push({ text: shorten(text.slice(at, match.start), i === 0 ? 'start' : 'middle') });
    segments.push({ text: text.slice(match.start, match.end), kind: match.kind });
    at = match.end;
  });
  segments.push({ text: shorten(text.slice(at), 'end') });
  return segments.filter((s) => s.text !== '');
}

/** The kinds found, in the order of PERSONAL_INFO_LABELS. */
function kindsOf(fields: readonly PersonalInfoField[]): PersonalInfoKind[] {
  const found = new Set(fields.flatMap((f) => f.found.map((m) => m.kind)));
  return (Object.keys(PERSONAL_INFO_LABELS) as PersonalInfoKind[]).filter((kind) => found.has(kind));
}

export function PersonalInfoPanel({ fields, headingOrder = 3, onMask, onEdit, onSendAsIs }: PersonalInfoPanelProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // It appears after the submit button was pressed: the focus comes here, so it is heard and its
  // buttons are next.
  useEffect(() => headingRef.current?.focus(), []);
  const kinds = kindsOf(fields);
  const hasMyNumber = kinds.includes('my_number');

  return (
    <Paper component="section" role="region" aria-labelledby={headingId} withBorder p="md" className="hiroba-personal-info-check">
      <Title order={headingOrder} size="h4" id={headingId} ref={headingRef} tabIndex={-1} mb="xs">
        {PERSONAL_INFO_HEADING}
      </Title>
      <Text mb="sm">見つかったもの：{kinds.map((kind) => PERSONAL_INFO_LABELS[kind]).join('、')}（下の印の部分）</Text>
      {fields.map(({ field, label, text, found }) => (
        <Fragment key={field}>
          <Text fw={700} size="sm">
            {label}
          </Text>
          <Text mb="sm" className="hiroba-personal-info-text" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {highlightSegments(text, found).map((segment, i) =>
              segment.kind ? (
                <mark key={i}>
                  {segment.text}
                  <VisuallyHidden>（{PERSONAL_INFO_LABELS[segment.kind]}）</VisuallyHidden>
                </mark>
              ) : (
                <Fragment key={i}>{segment.text}</Fragment>
              ),
            )}
          </Text>
        </Fragment>
      ))}
      <List size="sm" spacing={4} mb="md">
        <List.Item>投稿は、会員でない人も含めてだれでも読めます。あなたやほかの人が特定されるおそれがあります。</List.Item>
        <List.Item>伏せ字にすると、印の部分を「＊」に置き換えて投稿します。</List.Item>
        {hasMyNumber ? (
          <List.Item>
            <strong>マイナンバーは投稿できません。</strong>伏せ字にするか、修正してください。
          </List.Item>
        ) : (
          <List.Item>このまま投稿すると、運営が内容を確認してから公開します（承認待ち）。</List.Item>
        )}
      </List>
      <Group gap="sm">
        <Button type="button" onClick={onMask}>
          {MASK_AND_SEND}
        </Button>
        <Button type="button" variant="default" onClick={onEdit}>
          {EDIT_TEXT}
        </Button>
        {!hasMyNumber && (
          <Button type="button" variant="subtle" onClick={onSendAsIs}>
            {SEND_AS_IS}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
