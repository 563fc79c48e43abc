// The vocabulary search widens words through (docs/search.md#the-vocabulary): groups of words that mean
// one thing (障害 / 障がい / 障碍, 放デイ / 放課後等デイサービス, 愛の手帳 / 療育手帳, ケアホーム / グループホーム),
// each word with its reading. Built once from the built-in groups and the operators' own, and again
// whenever an operator changes a group (search-word-service.ts).
import { foldKana, normalizeForSearch } from '../search-text';
import type { VocabularyTopic, WordKind } from './source-group';

export interface VocabularyWord {
  text: string;
  reading: string;
  kind: WordKind;
}

/** Where a group comes from: our own list, SudachiDict's synonyms, or an operator (admin page). */
export type GroupSource = 'ours' | 'sudachi' | 'operator';

export interface VocabularyGroup {
  /** `ours:12`, `sudachi:021874`, `operator:5`. */
  key: string;
  source: GroupSource;
  /** The operator's group's id, for editing. */
  id?: number;
  topic: VocabularyTopic | null;
  /** The main name first. */
  words: readonly VocabularyWord[];
  note?: string;
  /** Groups that are kinds of this one: a search for it finds them too (source-group.ts). */
  narrower?: readonly VocabularyGroup[];
}

/**
 * Readings, and words written in kana, shorter than this are not searched for as another word's form
 * (じー, えす are letters; ろう would match every だろう): only when typed themselves.
 */
const MIN_KANA_FORM = 3;
/** Shorter words are never taken for a slip of a longer one. */
export const MIN_SLIP_LENGTH = 5;

export interface FormMatch {
  form: string;
  groups: readonly VocabularyGroup[];
}

export interface Vocabulary {
  readonly groups: readonly VocabularyGroup[];
  /** The groups a normalised word or reading names (empty when none). */
  groupsOf(form: string): readonly VocabularyGroup[];
  /** The longest word or reading of the vocabulary (two characters or more) at `at` of a normalised text. */
  longestAt(normalized: string, at: number): FormMatch | null;
  /** A group's own words and readings, normalised. */
  formsOf(group: VocabularyGroup): readonly string[];
  /** What a search for a group looks for: its forms and those of the groups that are kinds of it (no short word in kana). */
  searchFormsOf(group: VocabularyGroup): readonly string[];
  /** The words and readings one slip away (a letter wrong, missing, added or two swapped) from a word of five or more. */
  slipsOf(form: string): readonly FormMatch[];
}

/** The normalised forms a word is known by: the word, and its reading when that is long enough to mean something. */
export function wordForms(word: { text: string; reading: string }): string[] {
  const reading = normalizeForSearch(word.reading);
  return [...new Set([normalizeForSearch(word.text), ...(Array.from(reading).length >= MIN_KANA_FORM ? [reading] : [])].filter(Boolean))];
}

/** Whether a form is looked for when another word of its group is searched (a short word in kana is not). */
const searchable = (form: string) => !isKana(form) || Array.from(form).length >= MIN_KANA_FORM;

/** Each form with one character left out (the form itself too): two forms one slip apart share one. */
function deletions(form: string): string[] {
  const chars = Array.from(form);
  return [form, ...chars.map((_, i) => [...chars.slice(0, i), ...chars.slice(i + 1)].join(''))];
}

export function buildVocabulary(groups: readonly VocabularyGroup[]): Vocabulary {
  const byForm = new Map<string, VocabularyGroup[]>();
  const formsByGroup = new Map<VocabularyGroup, string[]>();
  for (const group of groups) {
    const forms = [...new Set(group.words.flatMap(wordForms))];
    formsByGroup.set(group, forms);
    for (const form of forms) {
      const list = byForm.get(form) ?? [];
      if (!list.includes(group)) list.push(group);
      byForm.set(form, list);
    }
  }
  // Forms by their first character, longest first, for the longest match at a place.
  const byFirst = new Map<string, string[]>();
  for (const form of byForm.keys()) {
    if (Array.from(form).length < 2) continue;
    const first = String.fromCodePoint(form.codePointAt(0)!);
    byFirst.set(first, [...(byFirst.get(first) ?? []), form]);
  }
  for (const forms of byFirst.values()) forms.sort((a, b) => b.length - a.length);
  // SymSpell's idea: forms one slip apart share a form with one character left out.
  const byDeletion = new Map<string, Set<string>>();
  for (const form of byForm.keys()) {
    if (Array.from(form).length < MIN_SLIP_LENGTH - 1) continue;
    for (const d of deletions(form)) byDeletion.set(d, (byDeletion.get(d) ?? new Set()).add(form));
  }

  return {
    groups,
    groupsOf: (form) => byForm.get(form) ?? [],
    longestAt(normalized, at) {
      const first = String.fromCodePoint(normalized.codePointAt(at) ?? 0);
      const form = byFirst.get(first)?.find((candidate) => normalized.startsWith(candidate, at));
      return form ? { form, groups: byForm.get(form)! } : null;
    },
    formsOf: (group) => formsByGroup.get(group) ?? wordsFormsOf(group),
    searchFormsOf: (group) => [...new Set(withKinds(group).flatMap((g) => formsByGroup.get(g) ?? wordsFormsOf(g)))].filter(searchable),
    slipsOf(form) {
      if (Array.from(form).length < MIN_SLIP_LENGTH) return [];
      const near = new Set<string>();
      for (const d of deletions(form)) for (const candidate of byDeletion.get(d) ?? []) if (candidate !== form) near.add(candidate);
      return [...near].map((candidate) => ({ form: candidate, groups: byForm.get(candidate)! }));
    },
  };
}

/** A group and its kinds, and theirs. */
const withKinds = (group: VocabularyGroup): VocabularyGroup[] => [group, ...(group.narrower ?? []).flatMap(withKinds)];

/** A group's forms when it is not one of the vocabulary's own (a group being checked before it is saved). */
const wordsFormsOf = (group: VocabularyGroup) => [...new Set(group.words.flatMap(wordForms))];

/** Whether a folded text is all hiragana (and the long-vowel mark): a reading, or a word written in kana. */
export const isKana = (text: string) => /^[\u3041-\u3096ー]+$/u.test(foldKana(text));
