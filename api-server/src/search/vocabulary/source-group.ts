// How a group of the search vocabulary is written in its sources (docs/search.md#the-vocabulary): the
// words a searcher means as one thing, each with its reading in hiragana and what kind of name it is.
// The first word is the group's main name: the results page says 「「放デイ」は「放課後等デイサービス」でも探しました」 with it.
import { VOCABULARY_TOPIC_LABELS } from '@hiroba/contract/fields';

/**
 * What the group is about (the admin page shows it; related words are drawn from the same topic). The
 * keys and their Japanese labels are @hiroba/contract/fields' VOCABULARY_TOPIC_LABELS, the one list.
 */
export const VOCABULARY_TOPICS = VOCABULARY_TOPIC_LABELS;
export type VocabularyTopic = keyof typeof VOCABULARY_TOPICS;

/**
 * main: the group's name; spelling: another way to write it (障がい, 障碍); short: a short name (放デイ, GH);
 * common: an everyday name (作業所); regional: a region's own name (愛の手帳); old: a former name still in
 * use (ケアホーム); slip: a common slip (ショートスティ).
 */
export type WordKind = 'main' | 'spelling' | 'short' | 'common' | 'regional' | 'old' | 'slip';

/** [the word as people write it, its reading in hiragana (ー where the word has it), its kind]. */
export type SourceWord = readonly [text: string, reading: string, kind: WordKind];

export interface SourceGroup {
  topic: VocabularyTopic;
  /** The main name first. */
  words: readonly SourceWord[];
  /** Why these are one (a merger, a region), for the admin page and the next editor. */
  note?: string;
  /**
   * Kinds of this one (障害年金: 障害基礎年金, 障害厚生年金): a search for this group finds them too, one for
   * them does not find this one. A word of another group names that group (and its own kinds); a word of
   * no group is given with its reading.
   */
  narrower?: readonly (string | readonly [text: string, reading: string])[];
}
