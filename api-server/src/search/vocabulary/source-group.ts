// How a group of the search vocabulary is written in its sources (docs/search.md#the-vocabulary): the
// words a searcher means as one thing, each with its reading in hiragana and what kind of name it is.
// The first word is the group's main name: the results page says 「「放デイ」は「放課後等デイサービス」でも探しました」 with it.

/** What the group is about (the admin page groups them so; related words are drawn from the same topic). */
export const VOCABULARY_TOPICS = {
  service: '障害福祉サービス（障害者総合支援法）',
  child: '障害児の支援（児童福祉法）',
  handbook: '手帳',
  money: '年金・手当・お金',
  medical: '医療',
  school: '学校・教育',
  rights: '成年後見・権利擁護',
  work: '仕事',
  housing: '住まい',
  profession: '職種・資格',
  disability: '障害・病気の名前',
  office: '窓口・機関',
  law: '法律・制度',
  life: '暮らし・用具',
} as const;
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
}
