// The glossary of disability welfare (docs/reading-aids.md#the-glossary): terms with their readings,
// matched before the morphological analyser, longest first, because the analyser alone misreads them
// (障害のある方 as ほう, 一人 as いちにん, 嚥下 as えんか, 褥瘡 as しとねくさ, 盲ろう with a slur).
// '@hiroba/contract/glossary': the server's ふりがな and the browser's reading aloud read it here.

export const GLOSSARY_KINDS = ['service', 'condition', 'institution', 'profession', 'document', 'phrase'] as const;
export type GlossaryKind = (typeof GLOSSARY_KINDS)[number];

export interface GlossaryTerm {
  term: string;
  /** In hiragana. */
  reading: string;
  kind: GlossaryKind;
}

export const GLOSSARY: readonly GlossaryTerm[] = [
  { term: '障害のある方', reading: 'しょうがいのあるかた', kind: 'phrase' },
  { term: '嚥下', reading: 'えんげ', kind: 'condition' },
  { term: '褥瘡', reading: 'じょくそう', kind: 'condition' },
  { term: '盲ろう', reading: 'もうろう', kind: 'condition' },
];
