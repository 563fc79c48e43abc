// The built-in vocabulary (docs/search.md#the-vocabulary), from three kept sources: our own groups
// (our-groups.ts), SudachiDict's synonyms filtered to the field (sudachi-groups.ts, generated), and the
// reading-aids glossary, whose terms are searched by their readings too (てんじ finds 点字). A
// SudachiDict group that shares a word with one of ours adds its other words to ours; one that would
// join two of ours is left out. A glossary term in no group is a group of its own.
import { GLOSSARY, type GlossaryKind } from '@hiroba/contract/glossary';
import { normalizeForSearch } from '../search-text';
import { OUR_GROUPS } from './our-groups';
import type { SourceGroup, VocabularyTopic } from './source-group';
import { SUDACHI_GROUPS } from './sudachi-groups';
import type { VocabularyGroup, VocabularyWord } from './vocabulary';

const TOPIC_OF_GLOSSARY: Record<Exclude<GlossaryKind, 'phrase'>, VocabularyTopic> = {
  service: 'service',
  condition: 'disability',
  institution: 'office',
  profession: 'profession',
  document: 'handbook',
};

const wordsOf = (group: SourceGroup): VocabularyWord[] => group.words.map(([text, reading, kind]) => ({ text, reading, kind }));

/** Why a group's narrower word names no group: the data is wrong, and the test says where. */
export class UnknownNarrower extends Error {}

export function builtinGroups(): VocabularyGroup[] {
  const groups: VocabularyGroup[] = OUR_GROUPS.map((g) => ({ key: `ours:${g.words[0][0]}`, source: 'ours', topic: g.topic, words: wordsOf(g), ...(g.note && { note: g.note }) }));
  const groupOf = new Map<string, VocabularyGroup>();
  const index = (group: VocabularyGroup) => {
    for (const word of group.words) groupOf.set(normalizeForSearch(word.text), group);
  };
  groups.forEach(index);

  for (const sudachi of SUDACHI_GROUPS) {
    const words = wordsOf(sudachi);
    const ours = new Set(words.map((w) => groupOf.get(normalizeForSearch(w.text))).filter((g): g is VocabularyGroup => g !== undefined));
    if (ours.size > 1) continue;
    if (ours.size === 1) {
      const [group] = ours;
      const added = words.filter((w) => !groupOf.has(normalizeForSearch(w.text))).map((w) => ({ ...w, kind: w.kind === 'main' ? ('spelling' as const) : w.kind }));
      const merged = { ...group, words: [...group.words, ...added] };
      groups[groups.indexOf(group)] = merged;
      index(merged);
      continue;
    }
    const group: VocabularyGroup = { key: `sudachi:${sudachi.id}`, source: 'sudachi', topic: sudachi.topic, words };
    groups.push(group);
    index(group);
  }

  for (const term of GLOSSARY) {
    if (term.kind === 'phrase' || groupOf.has(normalizeForSearch(term.term))) continue;
    const group: VocabularyGroup = { key: `glossary:${term.term}`, source: 'ours', topic: TOPIC_OF_GLOSSARY[term.kind], words: [{ text: term.term, reading: term.reading, kind: 'main' }] };
    groups.push(group);
    index(group);
  }

  // Kinds of a group: another group, named by a word of it (ours, SudachiDict's or the glossary's), or a
  // word of no group with its reading.
  const kinds = new Map<VocabularyGroup, VocabularyGroup[]>();
  for (const source of OUR_GROUPS.filter((g) => g.narrower)) {
    const main = source.words[0][0];
    kinds.set(
      groupOf.get(normalizeForSearch(main))!,
      source.narrower!.map((kind) => {
        if (typeof kind !== 'string') return { key: `kind:${kind[0]}`, source: 'ours', topic: source.topic, words: [{ text: kind[0], reading: kind[1], kind: 'main' }] };
        const group = groupOf.get(normalizeForSearch(kind));
        if (!group) throw new UnknownNarrower(`${main}: no group holds ${kind}`);
        return group;
      }),
    );
  }
  // Each group with its kinds, theirs too (医療的ケア児 → 医療的ケア → 喀痰吸引): the same objects everywhere.
  const done = new Map<VocabularyGroup, VocabularyGroup>();
  const withKinds = (group: VocabularyGroup, path: Set<VocabularyGroup>): VocabularyGroup => {
    if (done.has(group)) return done.get(group)!;
    if (path.has(group)) throw new UnknownNarrower(`${group.words[0].text}: a kind of itself`);
    const own = kinds.get(group);
    const made = own ? { ...group, narrower: own.map((kind) => withKinds(kind, new Set([...path, group]))) } : group;
    done.set(group, made);
    return made;
  };
  return groups.map((group) => withKinds(group, new Set()));
}
