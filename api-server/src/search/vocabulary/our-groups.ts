// The site's own vocabulary of disability welfare for search (docs/search.md#the-vocabulary): groups of
// words a searcher means as one thing, each with its reading in hiragana and what kind of name it is.
// SudachiDict's synonym dictionary adds a few dozen groups of the field at build time; these are ours.
//
// Rules kept here:
// - a group is one thing: related but different things (A型 and B型, 障害基礎年金 and 障害厚生年金, 盲学校 and
//   特別支援学校) are separate groups, and there is no umbrella group (支援 = サポート = 援助);
// - a word is in one group only (after NFKC, lower case and katakana → hiragana), and the hiragana
//   spelling of a word written with kanji (しょうがい) is not listed: readings are matched on their own
//   (a word people write in kana first, ろう, てんかん, なかぽつ, is listed as it is written);
// - readings follow contract/src/glossary.ts wherever a word is there;
// - no slurs or derogatory words, not even as old names: former names that were changed for the stigma
//   they carried are left out, and so are the net's mocking short names.
import type { SourceGroup } from './source-group';

export const OUR_GROUPS: readonly SourceGroup[] = [
  // service: 障害福祉サービス（障害者総合支援法）
  {
    topic: 'service',
    words: [
      ['障害福祉サービス', 'しょうがいふくしさーびす', 'main'],
      ['障がい福祉サービス', 'しょうがいふくしさーびす', 'spelling'],
      ['障害者福祉サービス', 'しょうがいしゃふくしさーびす', 'common'],
    ],
  },
  {
    topic: 'service',
    words: [
      ['居宅介護', 'きょたくかいご', 'main'],
      ['ホームヘルプ', 'ほーむへるぷ', 'common'],
      ['ホームヘルプサービス', 'ほーむへるぷさーびす', 'common'],
      ['ヘルパー派遣', 'へるぱーはけん', 'common'],
    ],
    note: '訪問介護 (the same help under 介護保険) is left out: the move from one to the other at 65 is its own subject.',
  },
  {
    topic: 'service',
    words: [
      ['家事援助', 'かじえんじょ', 'main'],
      ['生活援助', 'せいかつえんじょ', 'common'],
    ],
    note: 'Housework help: 家事援助 in 居宅介護, 生活援助 in 介護保険の訪問介護.',
  },
  {
    topic: 'service',
    words: [
      ['通院等介助', 'つういんとうかいじょ', 'main'],
      ['通院介助', 'つういんかいじょ', 'short'],
    ],
  },
  {
    topic: 'service',
    words: [
      ['重度訪問介護', 'じゅうどほうもんかいご', 'main'],
      ['重訪', 'じゅうほう', 'short'],
      ['重度訪問', 'じゅうどほうもん', 'short'],
    ],
  },
  {
    topic: 'service',
    words: [
      ['重度障害者等包括支援', 'じゅうどしょうがいしゃとうほうかつしえん', 'main'],
      ['重度包括', 'じゅうどほうかつ', 'short'],
    ],
  },
  {
    topic: 'service',
    words: [
      ['短期入所', 'たんきにゅうしょ', 'main'],
      ['ショートステイ', 'しょーとすてい', 'common'],
      ['ショート', 'しょーと', 'short'],
      ['ショートスティ', 'しょーとすてぃ', 'slip'],
    ],
  },
  {
    topic: 'service',
    words: [
      ['施設入所支援', 'しせつにゅうしょしえん', 'main'],
      ['施設入所', 'しせつにゅうしょ', 'short'],
    ],
    note: 'The service; the facility itself (障害者支援施設, 入所施設) is a group of 住まい.',
  },
  {
    topic: 'service',
    words: [
      ['宿泊型自立訓練', 'しゅくはくがたじりつくんれん', 'main'],
      ['通勤寮', 'つうきんりょう', 'old'],
    ],
    note: '通勤寮 (知的障害者通勤寮) moved under 障害者自立支援法 (2006, by 2012) mostly to 宿泊型自立訓練.',
  },
  {
    topic: 'service',
    words: [
      ['就労移行支援', 'しゅうろういこうしえん', 'main'],
      ['就労移行', 'しゅうろういこう', 'short'],
    ],
  },
  {
    topic: 'service',
    words: [
      ['就労継続支援', 'しゅうろうけいぞくしえん', 'main'],
      ['就労継続', 'しゅうろうけいぞく', 'short'],
      ['就労継続支援事業所', 'しゅうろうけいぞくしえんじぎょうしょ', 'common'],
    ],
    note: 'Both types together; A型 and B型 are groups of their own.',
    narrower: ['就労継続支援A型', '就労継続支援B型'],
  },
  {
    topic: 'service',
    words: [
      ['就労継続支援A型', 'しゅうろうけいぞくしえんえーがた', 'main'],
      ['就労継続A型', 'しゅうろうけいぞくえーがた', 'short'],
      ['A型', 'えーがた', 'short'],
      ['A型事業所', 'えーがたじぎょうしょ', 'short'],
      ['A型作業所', 'えーがたさぎょうしょ', 'common'],
    ],
    note: 'A型 and B型 alone are also blood types; in this field they are the two types of 就労継続支援.',
  },
  {
    topic: 'service',
    words: [
      ['就労継続支援B型', 'しゅうろうけいぞくしえんびーがた', 'main'],
      ['就労継続B型', 'しゅうろうけいぞくびーがた', 'short'],
      ['B型', 'びーがた', 'short'],
      ['B型事業所', 'びーがたじぎょうしょ', 'short'],
      ['B型作業所', 'びーがたさぎょうしょ', 'common'],
      ['作業所', 'さぎょうしょ', 'common'],
      ['福祉作業所', 'ふくしさぎょうしょ', 'common'],
      ['授産施設', 'じゅさんしせつ', 'old'],
      ['小規模作業所', 'しょうきぼさぎょうしょ', 'old'],
      ['共同作業所', 'きょうどうさぎょうしょ', 'old'],
    ],
    note: '授産施設 and the unlicensed 小規模作業所・共同作業所 moved under 障害者自立支援法 (2006, by March 2012) mostly to B型 (some to 地域活動支援センター or 就労移行支援); 作業所 is the everyday name of B型, now and then of A型.',
  },
  {
    topic: 'service',
    words: [
      ['就労定着支援', 'しゅうろうていちゃくしえん', 'main'],
      ['就労定着', 'しゅうろうていちゃく', 'short'],
    ],
  },
  {
    topic: 'service',
    words: [
      ['就労選択支援', 'しゅうろうせんたくしえん', 'main'],
      ['就労選択', 'しゅうろうせんたく', 'short'],
    ],
  },
  {
    topic: 'service',
    words: [
      ['共同生活援助', 'きょうどうせいかつえんじょ', 'main'],
      ['グループホーム', 'ぐるーぷほーむ', 'common'],
      ['GH', 'じーえいち', 'short'],
      ['ケアホーム', 'けあほーむ', 'old'],
      ['共同生活介護', 'きょうどうせいかつかいご', 'old'],
    ],
    note: '共同生活介護 (ケアホーム) was merged into 共同生活援助 (グループホーム) in April 2014.',
  },
  {
    topic: 'service',
    words: [
      ['移動支援', 'いどうしえん', 'main'],
      ['ガイドヘルプ', 'がいどへるぷ', 'common'],
      ['ガイドヘルパー', 'がいどへるぱー', 'common'],
      ['ガイヘル', 'がいへる', 'short'],
    ],
    note: 'ガイドヘルパー also works in 同行援護, but people say it for 移動支援 first.',
  },
  {
    topic: 'service',
    words: [
      ['日中一時支援', 'にっちゅういちじしえん', 'main'],
      ['日中一時', 'にっちゅういちじ', 'short'],
    ],
  },
  {
    topic: 'service',
    words: [
      ['地域活動支援センター', 'ちいきかつどうしえんせんたー', 'main'],
      ['地活', 'ちかつ', 'short'],
      ['地活センター', 'ちかつせんたー', 'short'],
    ],
  },
  {
    topic: 'service',
    words: [
      ['訪問入浴', 'ほうもんにゅうよく', 'main'],
      ['訪問入浴サービス', 'ほうもんにゅうよくさーびす', 'common'],
      ['訪問入浴介護', 'ほうもんにゅうよくかいご', 'common'],
    ],
  },
  {
    topic: 'service',
    words: [
      ['意思疎通支援', 'いしそつうしえん', 'main'],
      ['意思疎通支援事業', 'いしそつうしえんじぎょう', 'common'],
      ['コミュニケーション支援事業', 'こみゅにけーしょんしえんじぎょう', 'old'],
    ],
    note: 'コミュニケーション支援事業 became 意思疎通支援事業 with 障害者総合支援法 (April 2013).',
  },
  {
    topic: 'service',
    words: [
      ['計画相談支援', 'けいかくそうだんしえん', 'main'],
      ['計画相談', 'けいかくそうだん', 'short'],
    ],
    note: 'The service; the plan it writes (サービス等利用計画) is a group of its own.',
  },
  {
    topic: 'service',
    words: [
      ['サービス等利用計画', 'さーびすとうりようけいかく', 'main'],
      ['サ等計画', 'さとうけいかく', 'short'],
      ['サービス利用計画', 'さーびすりようけいかく', 'old'],
    ],
    note: 'サービス利用計画 (障害者自立支援法) became サービス等利用計画 in April 2012; many still write it without 等.',
  },
  {
    topic: 'service',
    words: [
      ['基本相談支援', 'きほんそうだんしえん', 'main'],
      ['基本相談', 'きほんそうだん', 'short'],
    ],
  },
  {
    topic: 'service',
    words: [
      ['地域移行支援', 'ちいきいこうしえん', 'main'],
      ['地域移行', 'ちいきいこう', 'short'],
    ],
  },
  {
    topic: 'service',
    words: [
      ['地域定着支援', 'ちいきていちゃくしえん', 'main'],
      ['地域定着', 'ちいきていちゃく', 'short'],
    ],
  },
  {
    topic: 'service',
    words: [
      ['個別支援計画', 'こべつしえんけいかく', 'main'],
      ['個別支援計画書', 'こべつしえんけいかくしょ', 'common'],
    ],
  },
  {
    topic: 'service',
    words: [
      ['障害支援区分', 'しょうがいしえんくぶん', 'main'],
      ['支援区分', 'しえんくぶん', 'short'],
      ['区分', 'くぶん', 'short'],
      ['障害程度区分', 'しょうがいていどくぶん', 'old'],
    ],
    note: '障害程度区分 became 障害支援区分 in April 2014 (障害者総合支援法), with a new way of judging it. 区分 alone is an ordinary word too, but on this site people write 区分3, 区分が出た … for this.',
  },
  {
    topic: 'service',
    words: [
      ['障害支援区分認定', 'しょうがいしえんくぶんにんてい', 'main'],
      ['区分認定', 'くぶんにんてい', 'short'],
    ],
    note: 'The process; the level itself (区分4 …) is the 障害支援区分 group.',
  },
  {
    topic: 'service',
    words: [
      ['医師意見書', 'いしいけんしょ', 'main'],
      ['主治医意見書', 'しゅじいいけんしょ', 'common'],
    ],
  },
  {
    topic: 'service',
    words: [
      ['障害福祉サービス受給者証', 'しょうがいふくしさーびすじゅきゅうしゃしょう', 'main'],
      ['受給者証', 'じゅきゅうしゃしょう', 'short'],
      ['福祉サービス受給者証', 'ふくしさーびすじゅきゅうしゃしょう', 'short'],
    ],
    note: '受給者証 alone is also said of 通所受給者証 and 自立支援医療受給者証 (groups of their own); the adult one is what it means most often.',
  },
  {
    topic: 'service',
    words: [
      ['負担上限月額', 'ふたんじょうげんげつがく', 'main'],
      ['利用者負担上限月額', 'りようしゃふたんじょうげんげつがく', 'spelling'],
      ['負担上限額', 'ふたんじょうげんがく', 'short'],
      ['上限額', 'じょうげんがく', 'short'],
    ],
  },
  {
    topic: 'service',
    words: [
      ['補装具', 'ほそうぐ', 'main'],
      ['補装具費', 'ほそうぐひ', 'common'],
    ],
  },
  {
    topic: 'service',
    words: [
      ['報酬改定', 'ほうしゅうかいてい', 'main'],
      ['障害福祉サービス等報酬改定', 'しょうがいふくしさーびすとうほうしゅうかいてい', 'spelling'],
    ],
  },

  // child: 障害児の支援（児童福祉法）
  {
    topic: 'child',
    words: [
      ['障害児', 'しょうがいじ', 'main'],
      ['障がい児', 'しょうがいじ', 'spelling'],
      ['障碍児', 'しょうがいじ', 'spelling'],
    ],
  },
  {
    topic: 'child',
    words: [
      ['児童発達支援', 'じどうはったつしえん', 'main'],
      ['児発', 'じはつ', 'short'],
    ],
    narrower: ['児童発達支援センター', '医療型児童発達支援', '居宅訪問型児童発達支援'],
  },
  {
    topic: 'child',
    words: [
      ['児童発達支援センター', 'じどうはったつしえんせんたー', 'main'],
      ['児発センター', 'じはつせんたー', 'short'],
      ['通園施設', 'つうえんしせつ', 'old'],
      ['知的障害児通園施設', 'ちてきしょうがいじつうえんしせつ', 'old'],
    ],
    note: 'The 通園施設 of 児童福祉法 became 児童発達支援センター in April 2012.',
  },
  {
    topic: 'child',
    words: [
      ['医療型児童発達支援', 'いりょうがたじどうはったつしえん', 'main'],
      ['医療型児発', 'いりょうがたじはつ', 'short'],
      ['肢体不自由児通園施設', 'したいふじゆうじつうえんしせつ', 'old'],
    ],
    note: '肢体不自由児通園施設 became 医療型児童発達支援センター in April 2012. Since April 2024 the service is one with 児童発達支援 in law, but people still search for the medical type by this name, so it stays a group of its own.',
  },
  {
    topic: 'child',
    words: [
      ['居宅訪問型児童発達支援', 'きょたくほうもんがたじどうはったつしえん', 'main'],
      ['居宅訪問型児発', 'きょたくほうもんがたじはつ', 'short'],
    ],
  },
  {
    topic: 'child',
    words: [
      ['放課後等デイサービス', 'ほうかごとうでいさーびす', 'main'],
      ['放デイ', 'ほうでい', 'short'],
      ['放課後デイ', 'ほうかごでい', 'short'],
      ['放課後等デイ', 'ほうかごとうでい', 'short'],
      ['放課後デイサービス', 'ほうかごでいさーびす', 'slip'],
    ],
    note: '児童デイサービス (before April 2012) is left out: it was split into 児童発達支援 and 放課後等デイサービス.',
  },
  {
    topic: 'child',
    words: [
      ['保育所等訪問支援', 'ほいくしょとうほうもんしえん', 'main'],
      ['保訪', 'ほほう', 'short'],
      ['保育所訪問支援', 'ほいくしょほうもんしえん', 'slip'],
    ],
  },
  {
    topic: 'child',
    words: [
      ['通所受給者証', 'つうしょじゅきゅうしゃしょう', 'main'],
      ['障害児通所受給者証', 'しょうがいじつうしょじゅきゅうしゃしょう', 'spelling'],
    ],
  },
  {
    topic: 'child',
    words: [
      ['障害児入所施設', 'しょうがいじにゅうしょしせつ', 'main'],
      ['障害児入所支援', 'しょうがいじにゅうしょしえん', 'common'],
    ],
    narrower: ['福祉型障害児入所施設', '医療型障害児入所施設'],
  },
  {
    topic: 'child',
    words: [
      ['福祉型障害児入所施設', 'ふくしがたしょうがいじにゅうしょしせつ', 'main'],
      ['知的障害児施設', 'ちてきしょうがいじしせつ', 'old'],
    ],
    note: '知的障害児施設 became 福祉型障害児入所施設 in April 2012.',
  },
  {
    topic: 'child',
    words: [
      ['医療型障害児入所施設', 'いりょうがたしょうがいじにゅうしょしせつ', 'main'],
      ['重症心身障害児施設', 'じゅうしょうしんしんしょうがいじしせつ', 'old'],
      ['肢体不自由児施設', 'したいふじゆうじしせつ', 'old'],
    ],
    note: '重症心身障害児施設 and 肢体不自由児施設 became 医療型障害児入所施設 (and, for adults, 療養介護) in April 2012.',
  },
  {
    topic: 'child',
    words: [
      ['療育', 'りょういく', 'main'],
      ['療育支援', 'りょういくしえん', 'common'],
      ['療育教室', 'りょういくきょうしつ', 'common'],
    ],
  },
  {
    topic: 'child',
    words: [
      ['重症心身障害児', 'じゅうしょうしんしんしょうがいじ', 'main'],
      ['重症心身障がい児', 'じゅうしょうしんしんしょうがいじ', 'spelling'],
      ['重心児', 'じゅうしんじ', 'short'],
    ],
  },
  {
    topic: 'child',
    words: [
      ['乳幼児健診', 'にゅうようじけんしん', 'main'],
      ['乳幼児健康診査', 'にゅうようじけんこうしんさ', 'spelling'],
    ],
  },
  {
    topic: 'child',
    words: [
      ['1歳6か月児健診', 'いっさいろっかげつじけんしん', 'main'],
      ['1歳6ヶ月健診', 'いっさいろっかげつけんしん', 'spelling'],
      ['1歳半健診', 'いっさいはんけんしん', 'common'],
      ['一歳半健診', 'いっさいはんけんしん', 'spelling'],
    ],
  },
  {
    topic: 'child',
    words: [
      ['3歳児健診', 'さんさいじけんしん', 'main'],
      ['三歳児健診', 'さんさいじけんしん', 'spelling'],
      ['3歳児健康診査', 'さんさいじけんこうしんさ', 'spelling'],
      ['3歳健診', 'さんさいけんしん', 'common'],
    ],
  },
  {
    topic: 'child',
    words: [
      ['保育所', 'ほいくしょ', 'main'],
      ['保育園', 'ほいくえん', 'common'],
    ],
  },
  {
    topic: 'child',
    words: [
      ['加配', 'かはい', 'main'],
      ['加配保育士', 'かはいほいくし', 'common'],
    ],
  },
  {
    topic: 'child',
    words: [
      ['放課後児童クラブ', 'ほうかごじどうくらぶ', 'main'],
      ['学童保育', 'がくどうほいく', 'common'],
      ['学童', 'がくどう', 'short'],
      ['学童クラブ', 'がくどうくらぶ', 'common'],
    ],
  },
  {
    topic: 'child',
    words: [
      ['ペアレントトレーニング', 'ぺあれんととれーにんぐ', 'main'],
      ['ペアトレ', 'ぺあとれ', 'short'],
    ],
  },
  {
    topic: 'child',
    words: [
      ['きょうだい児', 'きょうだいじ', 'main'],
      ['兄弟児', 'きょうだいじ', 'spelling'],
    ],
  },
  {
    topic: 'child',
    words: [
      ['応用行動分析', 'おうようこうどうぶんせき', 'main'],
      ['ABA', 'えーびーえー', 'short'],
    ],
  },
  {
    topic: 'child',
    words: [
      ['ソーシャルスキルトレーニング', 'そーしゃるすきるとれーにんぐ', 'main'],
      ['SST', 'えすえすてぃー', 'short'],
      ['社会生活技能訓練', 'しゃかいせいかつぎのうくんれん', 'spelling'],
    ],
  },
  {
    topic: 'child',
    words: [
      ['知能検査', 'ちのうけんさ', 'main'],
      ['知能テスト', 'ちのうてすと', 'common'],
      ['IQテスト', 'あいきゅーてすと', 'common'],
      ['IQ検査', 'あいきゅーけんさ', 'common'],
    ],
  },
  {
    topic: 'child',
    words: [
      ['WISC', 'うぃすく', 'main'],
      ['ウィスク', 'うぃすく', 'spelling'],
    ],
  },

  // handbook: 手帳
  {
    topic: 'handbook',
    words: [
      ['障害者手帳', 'しょうがいしゃてちょう', 'main'],
      ['障がい者手帳', 'しょうがいしゃてちょう', 'spelling'],
      ['障碍者手帳', 'しょうがいしゃてちょう', 'spelling'],
      ['障害手帳', 'しょうがいてちょう', 'common'],
    ],
    note: 'The three 手帳 together; each has a group of its own.',
    narrower: ['身体障害者手帳', '療育手帳', '精神障害者保健福祉手帳'],
  },
  {
    topic: 'handbook',
    words: [
      ['身体障害者手帳', 'しんたいしょうがいしゃてちょう', 'main'],
      ['身体障がい者手帳', 'しんたいしょうがいしゃてちょう', 'spelling'],
      ['身障手帳', 'しんしょうてちょう', 'short'],
      ['身体手帳', 'しんたいてちょう', 'short'],
    ],
  },
  {
    topic: 'handbook',
    words: [
      ['療育手帳', 'りょういくてちょう', 'main'],
      ['愛の手帳', 'あいのてちょう', 'regional'],
      ['みどりの手帳', 'みどりのてちょう', 'regional'],
      ['愛護手帳', 'あいごてちょう', 'regional'],
      ['知的障害者手帳', 'ちてきしょうがいしゃてちょう', 'common'],
      ['療養手帳', 'りょうようてちょう', 'slip'],
    ],
    note: 'One 手帳 under its regional names: 愛の手帳 in 東京都 and 横浜市, みどりの手帳 in 埼玉県 and さいたま市, 愛護手帳 in 青森県 and 名古屋市, 療育手帳 elsewhere.',
  },
  {
    topic: 'handbook',
    words: [
      ['精神障害者保健福祉手帳', 'せいしんしょうがいしゃほけんふくしてちょう', 'main'],
      ['精神障がい者保健福祉手帳', 'せいしんしょうがいしゃほけんふくしてちょう', 'spelling'],
      ['精神手帳', 'せいしんてちょう', 'short'],
      ['精神保健福祉手帳', 'せいしんほけんふくしてちょう', 'short'],
      ['精神障害者手帳', 'せいしんしょうがいしゃてちょう', 'common'],
      ['精神障害者福祉手帳', 'せいしんしょうがいしゃふくしてちょう', 'slip'],
    ],
  },
  {
    topic: 'handbook',
    words: [
      ['自立支援医療受給者証', 'じりつしえんいりょうじゅきゅうしゃしょう', 'main'],
      ['自立支援医療証', 'じりつしえんいりょうしょう', 'short'],
      ['自立支援受給者証', 'じりつしえんじゅきゅうしゃしょう', 'short'],
    ],
  },
  {
    topic: 'handbook',
    words: [
      ['特定医療費受給者証', 'とくていいりょうひじゅきゅうしゃしょう', 'main'],
      ['難病受給者証', 'なんびょうじゅきゅうしゃしょう', 'common'],
      ['難病医療証', 'なんびょういりょうしょう', 'common'],
      ['特定疾患医療受給者証', 'とくていしっかんいりょうじゅきゅうしゃしょう', 'old'],
    ],
    note: '特定疾患医療受給者証 became 特定医療費（指定難病）受給者証 with 難病法 (January 2015).',
  },
  {
    topic: 'handbook',
    words: [
      ['小児慢性特定疾病医療受給者証', 'しょうにまんせいとくていしっぺいいりょうじゅきゅうしゃしょう', 'main'],
      ['小慢受給者証', 'しょうまんじゅきゅうしゃしょう', 'short'],
    ],
  },
  {
    topic: 'handbook',
    words: [
      ['母子健康手帳', 'ぼしけんこうてちょう', 'main'],
      ['母子手帳', 'ぼしてちょう', 'common'],
    ],
  },
  {
    topic: 'handbook',
    words: [
      ['お薬手帳', 'おくすりてちょう', 'main'],
      ['おくすり手帳', 'おくすりてちょう', 'spelling'],
      ['薬手帳', 'くすりてちょう', 'short'],
    ],
  },
  {
    topic: 'handbook',
    words: [
      ['基礎年金番号通知書', 'きそねんきんばんごうつうちしょ', 'main'],
      ['年金手帳', 'ねんきんてちょう', 'old'],
    ],
    note: '年金手帳 stopped being issued in April 2022; 基礎年金番号通知書 took its place.',
  },
  {
    topic: 'handbook',
    words: [
      ['マイナンバーカード', 'まいなんばーかーど', 'main'],
      ['マイナカード', 'まいなかーど', 'short'],
      ['個人番号カード', 'こじんばんごうかーど', 'spelling'],
    ],
  },

  // money: 年金・手当・お金
  {
    topic: 'money',
    words: [
      ['障害年金', 'しょうがいねんきん', 'main'],
      ['障がい年金', 'しょうがいねんきん', 'spelling'],
      ['障害者年金', 'しょうがいしゃねんきん', 'slip'],
    ],
    note: 'The umbrella (both kinds); 障害基礎年金 and 障害厚生年金 are different pensions with groups of their own.',
    narrower: ['障害基礎年金', '障害厚生年金', '20歳前障害基礎年金'],
  },
  {
    topic: 'money',
    words: [
      ['障害基礎年金', 'しょうがいきそねんきん', 'main'],
      ['障害福祉年金', 'しょうがいふくしねんきん', 'old'],
    ],
    note: '障害福祉年金 became 障害基礎年金 with the pension reform of April 1986.',
  },
  {
    topic: 'money',
    words: [
      ['障害厚生年金', 'しょうがいこうせいねんきん', 'main'],
      ['障害共済年金', 'しょうがいきょうさいねんきん', 'old'],
    ],
    note: '障害共済年金 (civil servants) was merged into 障害厚生年金 in October 2015.',
  },
  {
    topic: 'money',
    words: [
      ['20歳前障害基礎年金', 'はたちまえしょうがいきそねんきん', 'main'],
      ['20歳前障害', 'はたちまえしょうがい', 'short'],
      ['二十歳前障害', 'はたちまえしょうがい', 'spelling'],
      ['20歳前傷病による障害基礎年金', 'はたちまえしょうびょうによるしょうがいきそねんきん', 'spelling'],
    ],
  },
  {
    topic: 'money',
    words: [
      ['事後重症請求', 'じごじゅうしょうせいきゅう', 'main'],
      ['事後重症', 'じごじゅうしょう', 'short'],
    ],
  },
  {
    topic: 'money',
    words: [
      ['障害認定日請求', 'しょうがいにんていびせいきゅう', 'main'],
      ['認定日請求', 'にんていびせいきゅう', 'short'],
      ['遡及請求', 'そきゅうせいきゅう', 'common'],
    ],
  },
  {
    topic: 'money',
    words: [
      ['病歴・就労状況等申立書', 'びょうれき・しゅうろうじょうきょうとうもうしたてしょ', 'main'],
      ['病歴就労状況等申立書', 'びょうれきしゅうろうじょうきょうとうもうしたてしょ', 'spelling'],
      ['病歴申立書', 'びょうれきもうしたてしょ', 'short'],
    ],
  },
  {
    topic: 'money',
    words: [
      ['受診状況等証明書', 'じゅしんじょうきょうとうしょうめいしょ', 'main'],
      ['初診日証明', 'しょしんびしょうめい', 'common'],
    ],
  },
  {
    topic: 'money',
    words: [
      ['年金生活者支援給付金', 'ねんきんせいかつしゃしえんきゅうふきん', 'main'],
      ['支援給付金', 'しえんきゅうふきん', 'short'],
    ],
  },
  {
    topic: 'money',
    words: [
      ['特別児童扶養手当', 'とくべつじどうふようてあて', 'main'],
      ['特児', 'とくじ', 'short'],
      ['特児扶養手当', 'とくじふようてあて', 'short'],
      ['特別児童手当', 'とくべつじどうてあて', 'slip'],
    ],
  },
  {
    topic: 'money',
    words: [
      ['障害児福祉手当', 'しょうがいじふくしてあて', 'main'],
      ['障がい児福祉手当', 'しょうがいじふくしてあて', 'spelling'],
    ],
  },
  {
    topic: 'money',
    words: [
      ['特別障害者手当', 'とくべつしょうがいしゃてあて', 'main'],
      ['特別障がい者手当', 'とくべつしょうがいしゃてあて', 'spelling'],
      ['特障手当', 'とくしょうてあて', 'short'],
    ],
  },
  {
    topic: 'money',
    words: [
      ['児童扶養手当', 'じどうふようてあて', 'main'],
      ['母子手当', 'ぼしてあて', 'common'],
    ],
  },
  {
    topic: 'money',
    words: [
      ['児童手当', 'じどうてあて', 'main'],
      ['子ども手当', 'こどもてあて', 'old'],
    ],
    note: '子ども手当 was its name from April 2010 to March 2012.',
  },
  {
    topic: 'money',
    words: [
      ['生活保護', 'せいかつほご', 'main'],
      ['生保', 'せいほ', 'short'],
    ],
    note: '生保 is also short for 生命保険 elsewhere; on this site it is 生活保護 first.',
  },
  {
    topic: 'money',
    words: [
      ['障害者加算', 'しょうがいしゃかさん', 'main'],
      ['障害加算', 'しょうがいかさん', 'short'],
    ],
  },
  {
    topic: 'money',
    words: [
      ['障害者控除', 'しょうがいしゃこうじょ', 'main'],
      ['障がい者控除', 'しょうがいしゃこうじょ', 'spelling'],
    ],
  },
  {
    topic: 'money',
    words: [
      ['心身障害者扶養共済', 'しんしんしょうがいしゃふようきょうさい', 'main'],
      ['障害者扶養共済', 'しょうがいしゃふようきょうさい', 'short'],
      ['扶養共済', 'ふようきょうさい', 'short'],
    ],
  },
  {
    topic: 'money',
    words: [
      ['工賃', 'こうちん', 'main'],
      ['作業工賃', 'さぎょうこうちん', 'common'],
    ],
  },
  {
    topic: 'money',
    words: [
      ['医療費助成', 'いりょうひじょせい', 'main'],
      ['医療費補助', 'いりょうひほじょ', 'common'],
    ],
    narrower: ['重度心身障害者医療費助成'],
  },
  {
    topic: 'money',
    words: [
      ['高額療養費', 'こうがくりょうようひ', 'main'],
      ['高額療養費制度', 'こうがくりょうようひせいど', 'spelling'],
      ['高額医療費', 'こうがくいりょうひ', 'common'],
    ],
  },
  {
    topic: 'money',
    words: [
      ['傷病手当金', 'しょうびょうてあてきん', 'main'],
      ['傷病手当', 'しょうびょうてあて', 'short'],
    ],
    note: '傷病手当 is also a benefit of 雇用保険, but people mostly write it for 健康保険の傷病手当金.',
  },
  {
    topic: 'money',
    words: [
      ['失業手当', 'しつぎょうてあて', 'main'],
      ['失業保険', 'しつぎょうほけん', 'common'],
      ['失業給付', 'しつぎょうきゅうふ', 'common'],
    ],
    note: '雇用保険の基本手当 under its everyday names.',
  },
  {
    topic: 'money',
    words: [
      ['住民税非課税世帯', 'じゅうみんぜいひかぜいせたい', 'main'],
      ['非課税世帯', 'ひかぜいせたい', 'short'],
    ],
  },
  {
    topic: 'money',
    words: [
      ['マル優', 'まるゆう', 'main'],
      ['障害者マル優', 'しょうがいしゃまるゆう', 'spelling'],
    ],
  },
  {
    topic: 'money',
    words: [
      ['生活福祉資金', 'せいかつふくししきん', 'main'],
      ['生活福祉資金貸付', 'せいかつふくししきんかしつけ', 'spelling'],
    ],
  },

  // medical: 医療
  {
    topic: 'medical',
    words: [
      ['自立支援医療', 'じりつしえんいりょう', 'main'],
      ['自立支援医療費', 'じりつしえんいりょうひ', 'spelling'],
      ['自立支援医療制度', 'じりつしえんいりょうせいど', 'spelling'],
    ],
    note: 'The whole of 自立支援医療 (精神通院医療, 更生医療, 育成医療); 精神通院医療 is a group of its own though most posts about 自立支援医療 are about it. 自立支援 alone is left out: it is also 自立支援法, 自立支援協議会, 日常生活自立支援事業 ….',
    narrower: ['精神通院医療', '更生医療', '育成医療'],
  },
  {
    topic: 'medical',
    words: [
      ['精神通院医療', 'せいしんつういんいりょう', 'main'],
      ['精神通院', 'せいしんつういん', 'short'],
      ['通院医療費公費負担制度', 'つういんいりょうひこうひふたんせいど', 'old'],
      ['32条', 'さんじゅうにじょう', 'old'],
    ],
    note: 'Until April 2006 the 通院医療費公費負担制度 of 精神保健福祉法第32条 (called 32条); since then 自立支援医療（精神通院医療）.',
  },
  {
    topic: 'medical',
    words: [
      ['重度心身障害者医療費助成', 'じゅうどしんしんしょうがいしゃいりょうひじょせい', 'main'],
      ['重度障害者医療費助成', 'じゅうどしょうがいしゃいりょうひじょせい', 'spelling'],
      ['障害者医療費助成', 'しょうがいしゃいりょうひじょせい', 'spelling'],
      ['心身障害者医療費助成', 'しんしんしょうがいしゃいりょうひじょせい', 'regional'],
      ['マル障', 'まるしょう', 'regional'],
      ['重心医療', 'じゅうしんいりょう', 'regional'],
      ['福祉医療', 'ふくしいりょう', 'regional'],
    ],
    note: 'A prefecture\'s and municipality\'s own subsidy under its local names: 心身障害者医療費助成 and マル障 in 東京都 (マル障 in some other places too), 重心医療 in some prefectures, 福祉医療 in 長野県, 岐阜県 and 愛知県 among others.',
  },
  {
    topic: 'medical',
    words: [
      ['訪問看護', 'ほうもんかんご', 'main'],
      ['訪看', 'ほうかん', 'short'],
    ],
  },
  {
    topic: 'medical',
    words: [
      ['リハビリテーション', 'りはびりてーしょん', 'main'],
      ['リハビリ', 'りはびり', 'short'],
      ['リハ', 'りは', 'short'],
    ],
  },
  {
    topic: 'medical',
    words: [
      ['訪問リハビリテーション', 'ほうもんりはびりてーしょん', 'main'],
      ['訪問リハビリ', 'ほうもんりはびり', 'short'],
      ['訪問リハ', 'ほうもんりは', 'short'],
    ],
  },
  {
    topic: 'medical',
    words: [
      ['医療的ケア児', 'いりょうてきけあじ', 'main'],
      ['医ケア児', 'いけあじ', 'short'],
      ['医療ケア児', 'いりょうけあじ', 'slip'],
    ],
    narrower: ['医療的ケア'],
  },
  {
    topic: 'medical',
    words: [
      ['医療的ケア', 'いりょうてきけあ', 'main'],
      ['医ケア', 'いけあ', 'short'],
      ['医療ケア', 'いりょうけあ', 'slip'],
    ],
    narrower: ['喀痰吸引', '経管栄養', '胃ろう', '人工呼吸器'],
  },
  {
    topic: 'medical',
    words: [
      ['喀痰吸引', 'かくたんきゅういん', 'main'],
      ['たん吸引', 'たんきゅういん', 'common'],
      ['痰吸引', 'たんきゅういん', 'common'],
      ['痰の吸引', 'たんのきゅういん', 'common'],
    ],
  },
  {
    topic: 'medical',
    words: [
      ['経管栄養', 'けいかんえいよう', 'main'],
      ['チューブ栄養', 'ちゅーぶえいよう', 'common'],
    ],
  },
  {
    topic: 'medical',
    words: [
      ['胃ろう', 'いろう', 'main'],
      ['胃瘻', 'いろう', 'spelling'],
    ],
  },
  {
    topic: 'medical',
    words: [
      ['人工呼吸器', 'じんこうこきゅうき', 'main'],
      ['ベンチレーター', 'べんちれーたー', 'common'],
    ],
  },
  {
    topic: 'medical',
    words: [
      ['在宅酸素療法', 'ざいたくさんそりょうほう', 'main'],
      ['在宅酸素', 'ざいたくさんそ', 'short'],
    ],
  },
  {
    topic: 'medical',
    words: [
      ['人工透析', 'じんこうとうせき', 'main'],
      ['透析', 'とうせき', 'short'],
    ],
  },
  {
    topic: 'medical',
    words: [
      ['難病', 'なんびょう', 'main'],
      ['難治性疾患', 'なんちせいしっかん', 'common'],
    ],
    note: 'Any 難病; the legal 指定難病 (a list of diseases) is a group of its own.',
    narrower: ['指定難病'],
  },
  {
    topic: 'medical',
    words: [
      ['指定難病', 'していなんびょう', 'main'],
      ['難病指定', 'なんびょうしてい', 'common'],
      ['特定疾患', 'とくていしっかん', 'old'],
    ],
    note: 'The 特定疾患 of 特定疾患治療研究事業 became 指定難病 with 難病法 (January 2015).',
  },
  {
    topic: 'medical',
    words: [
      ['小児慢性特定疾病', 'しょうにまんせいとくていしっぺい', 'main'],
      ['小慢', 'しょうまん', 'short'],
      ['小児慢性特定疾患', 'しょうにまんせいとくていしっかん', 'old'],
    ],
    note: '小児慢性特定疾患 became 小児慢性特定疾病 with the revised 児童福祉法 (January 2015).',
  },
  {
    topic: 'medical',
    words: [
      ['精神科デイケア', 'せいしんかでいけあ', 'main'],
      ['精神デイケア', 'せいしんでいけあ', 'short'],
    ],
    note: 'デイケア alone is left out: it is also 介護保険の通所リハビリテーション.',
  },
  {
    topic: 'medical',
    words: [
      ['精神科病院', 'せいしんかびょういん', 'main'],
      ['精神病院', 'せいしんびょういん', 'old'],
    ],
    note: 'The laws\' 精神病院 became 精神科病院 in 2006 (精神病院の用語の整理等のための関係法律の一部を改正する法律).',
  },
  {
    topic: 'medical',
    words: [
      ['服薬', 'ふくやく', 'main'],
      ['服用', 'ふくよう', 'common'],
    ],
  },
  {
    topic: 'medical',
    words: [
      ['褥瘡', 'じょくそう', 'main'],
      ['床ずれ', 'とこずれ', 'common'],
    ],
  },
  {
    topic: 'medical',
    words: [
      ['言語訓練', 'げんごくんれん', 'main'],
      ['言語療法', 'げんごりょうほう', 'common'],
    ],
  },
  {
    topic: 'medical',
    words: [
      ['感覚統合', 'かんかくとうごう', 'main'],
      ['感覚統合療法', 'かんかくとうごうりょうほう', 'common'],
    ],
  },

  // school: 学校・教育
  {
    topic: 'school',
    words: [
      ['特別支援教育', 'とくべつしえんきょういく', 'main'],
      ['特殊教育', 'とくしゅきょういく', 'old'],
    ],
    note: '特殊教育 became 特別支援教育 in April 2007 (学校教育法の改正).',
  },
  {
    topic: 'school',
    words: [
      ['特別支援学校', 'とくべつしえんがっこう', 'main'],
      ['支援学校', 'しえんがっこう', 'short'],
      ['養護学校', 'ようごがっこう', 'old'],
    ],
    note: '盲学校・聾学校・養護学校 became 特別支援学校 in April 2007; 盲学校 and ろう学校 are searched by their own names and keep groups of their own.',
    narrower: ['盲学校', 'ろう学校', '高等特別支援学校'],
  },
  {
    topic: 'school',
    words: [
      ['盲学校', 'もうがっこう', 'main'],
      ['視覚特別支援学校', 'しかくとくべつしえんがっこう', 'common'],
    ],
    note: 'A 特別支援学校 for 視覚障害 since 2007; some kept the name 盲学校, some took 視覚特別支援学校.',
  },
  {
    topic: 'school',
    words: [
      ['ろう学校', 'ろうがっこう', 'main'],
      ['聾学校', 'ろうがっこう', 'spelling'],
      ['聴覚特別支援学校', 'ちょうかくとくべつしえんがっこう', 'common'],
    ],
    note: 'A 特別支援学校 for 聴覚障害 since 2007; some kept the name ろう学校, some took 聴覚特別支援学校.',
  },
  {
    topic: 'school',
    words: [
      ['高等特別支援学校', 'こうとうとくべつしえんがっこう', 'main'],
      ['高等支援学校', 'こうとうしえんがっこう', 'short'],
      ['高等養護学校', 'こうとうようごがっこう', 'old'],
    ],
    note: '高等養護学校 became 高等特別支援学校 with the 2007 change (some kept the old name).',
  },
  {
    topic: 'school',
    words: [
      ['特別支援学級', 'とくべつしえんがっきゅう', 'main'],
      ['支援学級', 'しえんがっきゅう', 'short'],
      ['支援級', 'しえんきゅう', 'short'],
      ['特学', 'とくがく', 'short'],
      ['個別支援学級', 'こべつしえんがっきゅう', 'regional'],
      ['特殊学級', 'とくしゅがっきゅう', 'old'],
    ],
    note: '特殊学級 became 特別支援学級 in April 2007; 個別支援学級 is 横浜市\'s name for it.',
    narrower: ['自閉症・情緒障害特別支援学級', '知的障害特別支援学級'],
  },
  {
    topic: 'school',
    words: [
      ['自閉症・情緒障害特別支援学級', 'じへいしょう・じょうちょしょうがいとくべつしえんがっきゅう', 'main'],
      ['情緒障害学級', 'じょうちょしょうがいがっきゅう', 'short'],
      ['情緒学級', 'じょうちょがっきゅう', 'short'],
      ['情緒級', 'じょうちょきゅう', 'short'],
    ],
  },
  {
    topic: 'school',
    words: [
      ['知的障害特別支援学級', 'ちてきしょうがいとくべつしえんがっきゅう', 'main'],
      ['知的学級', 'ちてきがっきゅう', 'short'],
      ['知的級', 'ちてききゅう', 'short'],
    ],
  },
  {
    topic: 'school',
    words: [
      ['通常学級', 'つうじょうがっきゅう', 'main'],
      ['通常級', 'つうじょうきゅう', 'short'],
      ['普通学級', 'ふつうがっきゅう', 'common'],
      ['普通級', 'ふつうきゅう', 'common'],
    ],
  },
  {
    topic: 'school',
    words: [
      ['交流学級', 'こうりゅうがっきゅう', 'main'],
      ['交流級', 'こうりゅうきゅう', 'short'],
      ['親学級', 'おやがっきゅう', 'common'],
    ],
  },
  {
    topic: 'school',
    words: [
      ['通級', 'つうきゅう', 'main'],
      ['通級指導教室', 'つうきゅうしどうきょうしつ', 'spelling'],
      ['通級による指導', 'つうきゅうによるしどう', 'spelling'],
      ['通級指導', 'つうきゅうしどう', 'short'],
    ],
  },
  {
    topic: 'school',
    words: [
      ['ことばの教室', 'ことばのきょうしつ', 'main'],
      ['言葉の教室', 'ことばのきょうしつ', 'spelling'],
    ],
    note: 'The 通級 for 言語障害; kept apart from 通級 as a whole.',
  },
  {
    topic: 'school',
    words: [
      ['就学相談', 'しゅうがくそうだん', 'main'],
      ['就学指導', 'しゅうがくしどう', 'old'],
    ],
    note: '就学指導 gave way to 就学相談 with the 2013 change of 学校教育法施行令 (no more 就学基準 deciding the school).',
  },
  {
    topic: 'school',
    words: [
      ['教育支援委員会', 'きょういくしえんいいんかい', 'main'],
      ['就学支援委員会', 'しゅうがくしえんいいんかい', 'regional'],
      ['就学指導委員会', 'しゅうがくしどういいんかい', 'old'],
    ],
    note: '就学指導委員会 became 教育支援委員会 after 2013; some municipalities call it 就学支援委員会.',
  },
  {
    topic: 'school',
    words: [
      ['就学時健康診断', 'しゅうがくじけんこうしんだん', 'main'],
      ['就学時健診', 'しゅうがくじけんしん', 'short'],
    ],
  },
  {
    topic: 'school',
    words: [
      ['個別の教育支援計画', 'こべつのきょういくしえんけいかく', 'main'],
      ['教育支援計画', 'きょういくしえんけいかく', 'short'],
    ],
  },
  {
    topic: 'school',
    words: [
      ['特別支援教育支援員', 'とくべつしえんきょういくしえんいん', 'main'],
      ['学習支援員', 'がくしゅうしえんいん', 'regional'],
      ['介助員', 'かいじょいん', 'regional'],
    ],
    note: 'Municipalities give the 支援員 in class their own names (学習支援員, 介助員 …).',
  },
  {
    topic: 'school',
    words: [
      ['訪問教育', 'ほうもんきょういく', 'main'],
      ['訪問学級', 'ほうもんがっきゅう', 'common'],
    ],
  },
  {
    topic: 'school',
    words: [
      ['不登校', 'ふとうこう', 'main'],
      ['登校拒否', 'とうこうきょひ', 'old'],
    ],
    note: '登校拒否 gave way to 不登校 in the 1990s (文部省 from 1998).',
  },
  {
    topic: 'school',
    words: [
      ['教育支援センター', 'きょういくしえんせんたー', 'main'],
      ['適応指導教室', 'てきおうしどうきょうしつ', 'common'],
    ],
    note: '文部科学省 has called 適応指導教室 教育支援センター since 2003; many still use the old name.',
  },
  {
    topic: 'school',
    words: [
      ['特別支援教育就学奨励費', 'とくべつしえんきょういくしゅうがくしょうれいひ', 'main'],
      ['就学奨励費', 'しゅうがくしょうれいひ', 'short'],
    ],
  },

  // rights: 成年後見・権利擁護
  {
    topic: 'rights',
    words: [
      ['成年後見制度', 'せいねんこうけんせいど', 'main'],
      ['成年後見', 'せいねんこうけん', 'short'],
    ],
    narrower: ['成年後見人', '保佐', '補助人', '任意後見', '市民後見人'],
  },
  {
    topic: 'rights',
    words: [
      ['成年後見人', 'せいねんこうけんにん', 'main'],
      ['後見人', 'こうけんにん', 'short'],
    ],
  },
  {
    topic: 'rights',
    words: [
      ['成年被後見人', 'せいねんひこうけんにん', 'main'],
      ['被後見人', 'ひこうけんにん', 'short'],
    ],
  },
  {
    topic: 'rights',
    words: [
      ['保佐', 'ほさ', 'main'],
      ['保佐人', 'ほさにん', 'common'],
      ['補佐人', 'ほさにん', 'slip'],
    ],
  },
  {
    topic: 'rights',
    words: [
      ['補助人', 'ほじょにん', 'main'],
      ['補助類型', 'ほじょるいけい', 'common'],
    ],
    note: '補助 alone (the third type of 法定後見) is left out: it is far more often 補助金, 補助具 ….',
  },
  {
    topic: 'rights',
    words: [
      ['任意後見', 'にんいこうけん', 'main'],
      ['任意後見制度', 'にんいこうけんせいど', 'spelling'],
      ['任意後見契約', 'にんいこうけんけいやく', 'common'],
    ],
  },
  {
    topic: 'rights',
    words: [
      ['市民後見人', 'しみんこうけんにん', 'main'],
      ['市民後見', 'しみんこうけん', 'short'],
    ],
  },
  {
    topic: 'rights',
    words: [
      ['日常生活自立支援事業', 'にちじょうせいかつじりつしえんじぎょう', 'main'],
      ['地域福祉権利擁護事業', 'ちいきふくしけんりようごじぎょう', 'old'],
    ],
    note: '地域福祉権利擁護事業 was renamed 日常生活自立支援事業 in 2007.',
  },
  {
    topic: 'rights',
    words: [
      ['権利擁護', 'けんりようご', 'main'],
      ['アドボカシー', 'あどぼかしー', 'common'],
    ],
  },
  {
    topic: 'rights',
    words: [
      ['意思決定支援', 'いしけっていしえん', 'main'],
      ['意志決定支援', 'いしけっていしえん', 'slip'],
    ],
  },
  {
    topic: 'rights',
    words: [
      ['障害者差別解消法', 'しょうがいしゃさべつかいしょうほう', 'main'],
      ['障がい者差別解消法', 'しょうがいしゃさべつかいしょうほう', 'spelling'],
      ['差別解消法', 'さべつかいしょうほう', 'short'],
      ['障害を理由とする差別の解消の推進に関する法律', 'しょうがいをりゆうとするさべつのかいしょうのすいしんにかんするほうりつ', 'spelling'],
    ],
  },
  {
    topic: 'rights',
    words: [
      ['合理的配慮', 'ごうりてきはいりょ', 'main'],
      ['合理的な配慮', 'ごうりてきなはいりょ', 'spelling'],
    ],
  },
  {
    topic: 'rights',
    words: [
      ['障害者虐待防止法', 'しょうがいしゃぎゃくたいぼうしほう', 'main'],
      ['障がい者虐待防止法', 'しょうがいしゃぎゃくたいぼうしほう', 'spelling'],
    ],
    note: '虐待防止法 alone is left out: it is as often 児童虐待防止法 or 高齢者虐待防止法.',
  },
  {
    topic: 'rights',
    words: [
      ['身体拘束', 'しんたいこうそく', 'main'],
      ['身体的拘束', 'しんたいてきこうそく', 'spelling'],
    ],
  },
  {
    topic: 'rights',
    words: [
      ['障害者権利条約', 'しょうがいしゃけんりじょうやく', 'main'],
      ['障害者の権利に関する条約', 'しょうがいしゃのけんりにかんするじょうやく', 'spelling'],
      ['権利条約', 'けんりじょうやく', 'short'],
    ],
  },
  {
    topic: 'rights',
    words: [
      ['旧優生保護法', 'きゅうゆうせいほごほう', 'main'],
      ['優生保護法', 'ゆうせいほごほう', 'common'],
    ],
    note: 'The law of 1948 under which people were sterilised without consent; it became 母体保護法 in 1996.',
  },

  // work: 仕事
  {
    topic: 'work',
    words: [
      ['障害者雇用', 'しょうがいしゃこよう', 'main'],
      ['障がい者雇用', 'しょうがいしゃこよう', 'spelling'],
      ['障碍者雇用', 'しょうがいしゃこよう', 'spelling'],
      ['障害者枠', 'しょうがいしゃわく', 'common'],
      ['障がい者枠', 'しょうがいしゃわく', 'spelling'],
      ['障害者雇用枠', 'しょうがいしゃこようわく', 'common'],
      ['障害者採用', 'しょうがいしゃさいよう', 'common'],
    ],
  },
  {
    topic: 'work',
    words: [
      ['障害者求人', 'しょうがいしゃきゅうじん', 'main'],
      ['障がい者求人', 'しょうがいしゃきゅうじん', 'spelling'],
    ],
  },
  {
    topic: 'work',
    words: [
      ['一般就労', 'いっぱんしゅうろう', 'main'],
      ['一般就職', 'いっぱんしゅうしょく', 'common'],
    ],
    note: 'Work at an ordinary employer (障害者枠 included), as against 福祉的就労; not the same as 一般枠.',
  },
  {
    topic: 'work',
    words: [
      ['一般枠', 'いっぱんわく', 'main'],
      ['一般雇用枠', 'いっぱんこようわく', 'spelling'],
    ],
  },
  {
    topic: 'work',
    words: [
      ['クローズ就労', 'くろーずしゅうろう', 'main'],
      ['非開示就労', 'ひかいじしゅうろう', 'spelling'],
    ],
  },
  {
    topic: 'work',
    words: [
      ['オープン就労', 'おーぷんしゅうろう', 'main'],
      ['開示就労', 'かいじしゅうろう', 'spelling'],
    ],
  },
  {
    topic: 'work',
    words: [
      ['福祉的就労', 'ふくしてきしゅうろう', 'main'],
      ['福祉就労', 'ふくししゅうろう', 'short'],
    ],
  },
  {
    topic: 'work',
    words: [
      ['ジョブコーチ', 'じょぶこーち', 'main'],
      ['職場適応援助者', 'しょくばてきおうえんじょしゃ', 'spelling'],
    ],
  },
  {
    topic: 'work',
    words: [
      ['ハローワーク', 'はろーわーく', 'main'],
      ['公共職業安定所', 'こうきょうしょくぎょうあんていじょ', 'spelling'],
      ['職安', 'しょくあん', 'short'],
      ['ハロワ', 'はろわ', 'short'],
    ],
  },
  {
    topic: 'work',
    words: [
      ['障害者就業・生活支援センター', 'しょうがいしゃしゅうぎょう・せいかつしえんせんたー', 'main'],
      ['障害者就業生活支援センター', 'しょうがいしゃしゅうぎょうせいかつしえんせんたー', 'spelling'],
      ['就業・生活支援センター', 'しゅうぎょう・せいかつしえんせんたー', 'short'],
      ['なかぽつ', 'なかぽつ', 'short'],
      ['中ポツ', 'なかぽつ', 'short'],
      ['就ポツ', 'しゅうぽつ', 'short'],
    ],
  },
  {
    topic: 'work',
    words: [
      ['地域障害者職業センター', 'ちいきしょうがいしゃしょくぎょうせんたー', 'main'],
      ['障害者職業センター', 'しょうがいしゃしょくぎょうせんたー', 'short'],
      ['職業センター', 'しょくぎょうせんたー', 'short'],
    ],
  },
  {
    topic: 'work',
    words: [
      ['トライアル雇用', 'とらいあるこよう', 'main'],
      ['障害者トライアル雇用', 'しょうがいしゃとらいあるこよう', 'spelling'],
      ['障害者試行雇用', 'しょうがいしゃしこうこよう', 'old'],
    ],
    note: '障害者試行雇用事業 became 障害者トライアル雇用 in 2013.',
  },
  {
    topic: 'work',
    words: [
      ['法定雇用率', 'ほうていこようりつ', 'main'],
      ['障害者雇用率', 'しょうがいしゃこようりつ', 'spelling'],
      ['雇用率', 'こようりつ', 'short'],
    ],
  },
  {
    topic: 'work',
    words: [
      ['最低賃金減額特例', 'さいていちんぎんげんがくとくれい', 'main'],
      ['減額特例', 'げんがくとくれい', 'short'],
    ],
  },
  {
    topic: 'work',
    words: [
      ['職業訓練', 'しょくぎょうくんれん', 'main'],
      ['公共職業訓練', 'こうきょうしょくぎょうくんれん', 'spelling'],
      ['ハロートレーニング', 'はろーとれーにんぐ', 'common'],
    ],
  },
  {
    topic: 'work',
    words: [
      ['障害者職業能力開発校', 'しょうがいしゃしょくぎょうのうりょくかいはつこう', 'main'],
      ['障害者職業訓練校', 'しょうがいしゃしょくぎょうくんれんこう', 'common'],
    ],
    note: '障害者職業訓練校 is the older name and still some prefectures\' own (青森県立障害者職業訓練校).',
  },
  {
    topic: 'work',
    words: [
      ['職場実習', 'しょくばじっしゅう', 'main'],
      ['企業実習', 'きぎょうじっしゅう', 'common'],
    ],
  },
  {
    topic: 'work',
    words: [
      ['テレワーク', 'てれわーく', 'main'],
      ['在宅勤務', 'ざいたくきんむ', 'common'],
      ['リモートワーク', 'りもーとわーく', 'common'],
      ['在宅就労', 'ざいたくしゅうろう', 'common'],
    ],
  },
  {
    topic: 'work',
    words: [
      ['短時間勤務', 'たんじかんきんむ', 'main'],
      ['時短勤務', 'じたんきんむ', 'short'],
    ],
  },
  {
    topic: 'work',
    words: [
      ['リワーク', 'りわーく', 'main'],
      ['復職支援', 'ふくしょくしえん', 'common'],
      ['職場復帰支援', 'しょくばふっきしえん', 'common'],
    ],
  },

  // housing: 住まい
  {
    topic: 'housing',
    words: [
      ['障害者支援施設', 'しょうがいしゃしえんしせつ', 'main'],
      ['入所施設', 'にゅうしょしせつ', 'common'],
    ],
    note: 'The facility one lives in; the service 施設入所支援 is a group of 障害福祉サービス.',
  },
  {
    topic: 'housing',
    words: [
      ['日中サービス支援型グループホーム', 'にっちゅうさーびすしえんがたぐるーぷほーむ', 'main'],
      ['日中サービス支援型', 'にっちゅうさーびすしえんがた', 'short'],
      ['日中支援型', 'にっちゅうしえんがた', 'short'],
    ],
  },
  {
    topic: 'housing',
    words: [
      ['サテライト型住居', 'さてらいとがたじゅうきょ', 'main'],
      ['サテライト型グループホーム', 'さてらいとがたぐるーぷほーむ', 'common'],
      ['サテライト型', 'さてらいとがた', 'short'],
    ],
  },
  {
    topic: 'housing',
    words: [
      ['特定障害者特別給付費', 'とくていしょうがいしゃとくべつきゅうふひ', 'main'],
      ['補足給付', 'ほそくきゅうふ', 'common'],
    ],
    note: 'The help with a グループホーム\'s rent or a facility\'s food and heating (補足給付 of 介護保険 is another benefit under the same everyday name).',
  },
  {
    topic: 'housing',
    words: [
      ['公営住宅', 'こうえいじゅうたく', 'main'],
      ['市営住宅', 'しえいじゅうたく', 'common'],
      ['県営住宅', 'けんえいじゅうたく', 'common'],
      ['都営住宅', 'とえいじゅうたく', 'regional'],
      ['府営住宅', 'ふえいじゅうたく', 'regional'],
      ['道営住宅', 'どうえいじゅうたく', 'regional'],
      ['町営住宅', 'ちょうえいじゅうたく', 'common'],
      ['村営住宅', 'そんえいじゅうたく', 'common'],
    ],
    note: 'One thing (公営住宅法\'s low-rent housing, with the same 障害者 priority) under the name of whoever runs it where one lives: 都営 in 東京都, 府営 in 大阪府 and 京都府, 道営 in 北海道.',
  },
  {
    topic: 'housing',
    words: [
      ['UR賃貸住宅', 'ゆーあーるちんたいじゅうたく', 'main'],
      ['UR賃貸', 'ゆーあーるちんたい', 'short'],
      ['公団住宅', 'こうだんじゅうたく', 'old'],
    ],
    note: 'The 公団 (日本住宅公団 and its successors) became 都市再生機構 (UR) in 2004.',
  },
  {
    topic: 'housing',
    words: [
      ['家賃補助', 'やちんほじょ', 'main'],
      ['家賃助成', 'やちんじょせい', 'spelling'],
    ],
  },
  {
    topic: 'housing',
    words: [
      ['住居確保給付金', 'じゅうきょかくほきゅうふきん', 'main'],
      ['住宅確保給付金', 'じゅうたくかくほきゅうふきん', 'slip'],
    ],
  },
  {
    topic: 'housing',
    words: [
      ['住宅入居等支援事業', 'じゅうたくにゅうきょとうしえんじぎょう', 'main'],
      ['居住サポート事業', 'きょじゅうさぽーとじぎょう', 'common'],
    ],
  },
  {
    topic: 'housing',
    words: [
      ['住宅改修', 'じゅうたくかいしゅう', 'main'],
      ['住宅改造', 'じゅうたくかいぞう', 'common'],
      ['バリアフリー改修', 'ばりあふりーかいしゅう', 'common'],
    ],
  },
  {
    topic: 'housing',
    words: [
      ['一人暮らし', 'ひとりぐらし', 'main'],
      ['独り暮らし', 'ひとりぐらし', 'spelling'],
      ['ひとり暮らし', 'ひとりぐらし', 'spelling'],
      ['単身生活', 'たんしんせいかつ', 'common'],
    ],
  },
  {
    topic: 'housing',
    words: [
      ['サービス付き高齢者向け住宅', 'さーびすつきこうれいしゃむけじゅうたく', 'main'],
      ['サ高住', 'さこうじゅう', 'short'],
    ],
  },
  {
    topic: 'housing',
    words: [
      ['特別養護老人ホーム', 'とくべつようごろうじんほーむ', 'main'],
      ['特養', 'とくよう', 'short'],
      ['介護老人福祉施設', 'かいごろうじんふくししせつ', 'spelling'],
    ],
  },
  {
    topic: 'housing',
    words: [
      ['介護老人保健施設', 'かいごろうじんほけんしせつ', 'main'],
      ['老健', 'ろうけん', 'short'],
    ],
  },

  // profession: 職種・資格
  {
    topic: 'profession',
    words: [
      ['相談支援専門員', 'そうだんしえんせんもんいん', 'main'],
      ['計画相談員', 'けいかくそうだんいん', 'common'],
      ['相談員', 'そうだんいん', 'short'],
    ],
    note: '相談員 is also said of other counsellors (生活相談員 of 介護, 医療相談員); in 障害福祉 it is the 相談支援専門員 first.',
  },
  {
    topic: 'profession',
    words: [
      ['サービス管理責任者', 'さーびすかんりせきにんしゃ', 'main'],
      ['サビ管', 'さびかん', 'short'],
    ],
  },
  {
    topic: 'profession',
    words: [
      ['児童発達支援管理責任者', 'じどうはったつしえんかんりせきにんしゃ', 'main'],
      ['児発管', 'じはつかん', 'short'],
    ],
  },
  {
    topic: 'profession',
    words: [
      ['精神保健福祉士', 'せいしんほけんふくしし', 'main'],
      ['PSW', 'ぴーえすだぶりゅー', 'short'],
      ['MHSW', 'えむえいちえすだぶりゅー', 'short'],
      ['精神科ソーシャルワーカー', 'せいしんかそーしゃるわーかー', 'common'],
    ],
    note: 'MHSW is the abbreviation 日本精神保健福祉士協会 took in 2020 in place of PSW.',
  },
  {
    topic: 'profession',
    words: [
      ['社会福祉士', 'しゃかいふくしし', 'main'],
      ['社福士', 'しゃふくし', 'short'],
    ],
    note: 'ソーシャルワーカー and SW are left out: a job many people do without this licence.',
  },
  {
    topic: 'profession',
    words: [
      ['医療ソーシャルワーカー', 'いりょうそーしゃるわーかー', 'main'],
      ['MSW', 'えむえすだぶりゅー', 'short'],
    ],
  },
  {
    topic: 'profession',
    words: [
      ['介護支援専門員', 'かいごしえんせんもんいん', 'main'],
      ['ケアマネジャー', 'けあまねじゃー', 'common'],
      ['ケアマネージャー', 'けあまねーじゃー', 'common'],
      ['ケアマネ', 'けあまね', 'short'],
    ],
  },
  {
    topic: 'profession',
    words: [
      ['ホームヘルパー', 'ほーむへるぱー', 'main'],
      ['ヘルパー', 'へるぱー', 'short'],
      ['訪問介護員', 'ほうもんかいごいん', 'spelling'],
    ],
  },
  {
    topic: 'profession',
    words: [
      ['介護職員', 'かいごしょくいん', 'main'],
      ['介護職', 'かいごしょく', 'short'],
      ['介護士', 'かいごし', 'common'],
    ],
    note: '介護士 is no licence: people say it of any care worker (介護福祉士 is the licence, not in this group).',
  },
  {
    topic: 'profession',
    words: [
      ['介護職員初任者研修', 'かいごしょくいんしょにんしゃけんしゅう', 'main'],
      ['初任者研修', 'しょにんしゃけんしゅう', 'short'],
      ['ホームヘルパー2級', 'ほーむへるぱーにきゅう', 'old'],
      ['ヘルパー2級', 'へるぱーにきゅう', 'old'],
    ],
    note: 'ホームヘルパー2級 became 介護職員初任者研修 in April 2013.',
  },
  {
    topic: 'profession',
    words: [
      ['実務者研修', 'じつむしゃけんしゅう', 'main'],
      ['介護福祉士実務者研修', 'かいごふくししじつむしゃけんしゅう', 'spelling'],
      ['ホームヘルパー1級', 'ほーむへるぱーいっきゅう', 'old'],
      ['ヘルパー1級', 'へるぱーいっきゅう', 'old'],
    ],
    note: 'ホームヘルパー1級 (and 介護職員基礎研修) became 実務者研修 in April 2013.',
  },
  {
    topic: 'profession',
    words: [
      ['重度訪問介護従業者養成研修', 'じゅうどほうもんかいごじゅうぎょうしゃようせいけんしゅう', 'main'],
      ['重訪研修', 'じゅうほうけんしゅう', 'short'],
    ],
  },
  {
    topic: 'profession',
    words: [
      ['作業療法士', 'さぎょうりょうほうし', 'main'],
      ['OT', 'おーてぃー', 'short'],
    ],
  },
  {
    topic: 'profession',
    words: [
      ['理学療法士', 'りがくりょうほうし', 'main'],
      ['PT', 'ぴーてぃー', 'short'],
    ],
  },
  {
    topic: 'profession',
    words: [
      ['言語聴覚士', 'げんごちょうかくし', 'main'],
      ['ST', 'えすてぃー', 'short'],
    ],
  },
  {
    topic: 'profession',
    words: [
      ['公認心理師', 'こうにんしんりし', 'main'],
      ['公認心理士', 'こうにんしんりし', 'slip'],
    ],
    note: 'The national licence (2017); 臨床心理士 and 心理士 in general are other things.',
  },
  {
    topic: 'profession',
    words: [
      ['保健師', 'ほけんし', 'main'],
      ['保健婦', 'ほけんふ', 'old'],
    ],
    note: '保健婦 became 保健師 in March 2002 (保健師助産師看護師法).',
  },
  {
    topic: 'profession',
    words: [
      ['看護師', 'かんごし', 'main'],
      ['看護婦', 'かんごふ', 'old'],
      ['ナース', 'なーす', 'common'],
    ],
    note: '看護婦 became 看護師 in March 2002 (保健師助産師看護師法).',
  },
  {
    topic: 'profession',
    words: [
      ['保育士', 'ほいくし', 'main'],
      ['保母', 'ほぼ', 'old'],
    ],
    note: '保母 became 保育士 in April 1999.',
  },
  {
    topic: 'profession',
    words: [
      ['民生委員', 'みんせいいいん', 'main'],
      ['民生委員・児童委員', 'みんせいいいん・じどういいん', 'spelling'],
    ],
  },
  {
    topic: 'profession',
    words: [
      ['社会保険労務士', 'しゃかいほけんろうむし', 'main'],
      ['社労士', 'しゃろうし', 'short'],
    ],
  },
  {
    topic: 'profession',
    words: [
      ['ケースワーカー', 'けーすわーかー', 'main'],
      ['地区担当員', 'ちくたんとういん', 'spelling'],
    ],
    note: 'The 福祉事務所\'s worker of 生活保護 (地区担当員 in the official wording).',
  },
  {
    topic: 'profession',
    words: [
      ['ピアサポーター', 'ぴあさぽーたー', 'main'],
      ['ピアスタッフ', 'ぴあすたっふ', 'common'],
    ],
  },

  // disability: 障害・病気の名前
  {
    topic: 'disability',
    words: [
      ['障害', 'しょうがい', 'main'],
      ['障がい', 'しょうがい', 'spelling'],
      ['障碍', 'しょうがい', 'spelling'],
    ],
  },
  {
    topic: 'disability',
    words: [
      ['障害者', 'しょうがいしゃ', 'main'],
      ['障がい者', 'しょうがいしゃ', 'spelling'],
      ['障碍者', 'しょうがいしゃ', 'spelling'],
    ],
  },
  {
    topic: 'disability',
    words: [
      ['身体障害', 'しんたいしょうがい', 'main'],
      ['身体障がい', 'しんたいしょうがい', 'spelling'],
    ],
  },
  {
    topic: 'disability',
    words: [
      ['知的障害', 'ちてきしょうがい', 'main'],
      ['知的障がい', 'ちてきしょうがい', 'spelling'],
      ['知的発達症', 'ちてきはったつしょう', 'spelling'],
      ['知的能力障害', 'ちてきのうりょくしょうがい', 'spelling'],
      ['知的発達障害', 'ちてきはったつしょうがい', 'spelling'],
      ['精神遅滞', 'せいしんちたい', 'old'],
    ],
    note: '精神遅滞 (ICD-10) gave way to 知的能力障害 and 知的発達症 (DSM-5, 2013; ICD-11, 2019). The older legal term is a slur and is left out.',
  },
  {
    topic: 'disability',
    words: [
      ['知的障害者', 'ちてきしょうがいしゃ', 'main'],
      ['知的障がい者', 'ちてきしょうがいしゃ', 'spelling'],
    ],
  },
  {
    topic: 'disability',
    words: [
      ['精神障害', 'せいしんしょうがい', 'main'],
      ['精神障がい', 'せいしんしょうがい', 'spelling'],
    ],
  },
  {
    topic: 'disability',
    words: [
      ['精神障害者', 'せいしんしょうがいしゃ', 'main'],
      ['精神障がい者', 'せいしんしょうがいしゃ', 'spelling'],
    ],
  },
  {
    topic: 'disability',
    words: [
      ['発達障害', 'はったつしょうがい', 'main'],
      ['発達障がい', 'はったつしょうがい', 'spelling'],
      ['発達障碍', 'はったつしょうがい', 'spelling'],
    ],
    narrower: ['自閉スペクトラム症', '注意欠如・多動症', '学習障害'],
  },
  {
    topic: 'disability',
    words: [
      ['グレーゾーン', 'ぐれーぞーん', 'main'],
      ['発達グレー', 'はったつぐれー', 'short'],
      ['発達障害グレーゾーン', 'はったつしょうがいぐれーぞーん', 'spelling'],
    ],
  },
  {
    topic: 'disability',
    words: [
      ['自閉スペクトラム症', 'じへいすぺくとらむしょう', 'main'],
      ['自閉症スペクトラム障害', 'じへいしょうすぺくとらむしょうがい', 'spelling'],
      ['自閉症スペクトラム', 'じへいしょうすぺくとらむ', 'spelling'],
      ['ASD', 'えーえすでぃー', 'short'],
      ['自閉症', 'じへいしょう', 'common'],
      ['アスペルガー症候群', 'あすぺるがーしょうこうぐん', 'old'],
      ['アスペルガー', 'あすぺるがー', 'old'],
      ['広汎性発達障害', 'こうはんせいはったつしょうがい', 'old'],
      ['高機能自閉症', 'こうきのうじへいしょう', 'old'],
    ],
    note: 'DSM-5 (2013) folded 自閉性障害, アスペルガー障害 and the other 広汎性発達障害 into one 自閉スペクトラム症; 高機能自閉症 was never a diagnosis of its own.',
  },
  {
    topic: 'disability',
    words: [
      ['注意欠如・多動症', 'ちゅういけつじょ・たどうしょう', 'main'],
      ['注意欠如多動症', 'ちゅういけつじょたどうしょう', 'spelling'],
      ['注意欠如・多動性障害', 'ちゅういけつじょ・たどうせいしょうがい', 'spelling'],
      ['ADHD', 'えーでぃーえいちでぃー', 'short'],
      ['注意欠陥多動性障害', 'ちゅういけっかんたどうせいしょうがい', 'old'],
      ['注意欠陥・多動性障害', 'ちゅういけっかん・たどうせいしょうがい', 'old'],
    ],
    note: '注意欠陥多動性障害 (DSM-IV\'s Japanese name, and still 発達障害者支援法\'s) became 注意欠如・多動症 with DSM-5\'s Japanese edition (2014).',
  },
  {
    topic: 'disability',
    words: [
      ['学習障害', 'がくしゅうしょうがい', 'main'],
      ['LD', 'えるでぃー', 'short'],
      ['限局性学習症', 'げんきょくせいがくしゅうしょう', 'spelling'],
      ['限局性学習障害', 'げんきょくせいがくしゅうしょうがい', 'spelling'],
      ['SLD', 'えすえるでぃー', 'short'],
    ],
  },
  {
    topic: 'disability',
    words: [
      ['ディスレクシア', 'でぃすれくしあ', 'main'],
      ['発達性ディスレクシア', 'はったつせいでぃすれくしあ', 'spelling'],
      ['読み書き障害', 'よみかきしょうがい', 'common'],
      ['読字障害', 'どくじしょうがい', 'common'],
    ],
  },
  {
    topic: 'disability',
    words: [
      ['発達性協調運動障害', 'はったつせいきょうちょううんどうしょうがい', 'main'],
      ['発達性協調運動症', 'はったつせいきょうちょううんどうしょう', 'spelling'],
      ['DCD', 'でぃーしーでぃー', 'short'],
    ],
  },
  {
    topic: 'disability',
    words: [
      ['トゥレット症候群', 'とぅれっとしょうこうぐん', 'main'],
      ['トゥレット症', 'とぅれっとしょう', 'spelling'],
      ['トゥレット障害', 'とぅれっとしょうがい', 'spelling'],
    ],
  },
  {
    topic: 'disability',
    words: [
      ['場面緘黙', 'ばめんかんもく', 'main'],
      ['場面かん黙', 'ばめんかんもく', 'spelling'],
      ['場面緘黙症', 'ばめんかんもくしょう', 'spelling'],
      ['選択性緘黙', 'せんたくせいかんもく', 'spelling'],
      ['緘黙', 'かんもく', 'short'],
    ],
  },
  {
    topic: 'disability',
    words: [
      ['吃音', 'きつおん', 'main'],
      ['吃音症', 'きつおんしょう', 'spelling'],
    ],
    note: 'The everyday word many who stutter find offensive is left out.',
  },
  {
    topic: 'disability',
    words: [
      ['境界知能', 'きょうかいちのう', 'main'],
      ['境界域知能', 'きょうかいいきちのう', 'spelling'],
    ],
  },
  {
    topic: 'disability',
    words: [
      ['視覚障害', 'しかくしょうがい', 'main'],
      ['視覚障がい', 'しかくしょうがい', 'spelling'],
      ['視覚障碍', 'しかくしょうがい', 'spelling'],
    ],
    narrower: ['弱視', ['全盲', 'ぜんもう']],
  },
  {
    topic: 'disability',
    words: [
      ['弱視', 'じゃくし', 'main'],
      ['ロービジョン', 'ろーびじょん', 'common'],
    ],
  },
  {
    topic: 'disability',
    words: [
      ['色覚異常', 'しきかくいじょう', 'main'],
      ['色覚障害', 'しきかくしょうがい', 'spelling'],
      ['色覚多様性', 'しきかくたようせい', 'spelling'],
    ],
  },
  {
    topic: 'disability',
    words: [
      ['聴覚障害', 'ちょうかくしょうがい', 'main'],
      ['聴覚障がい', 'ちょうかくしょうがい', 'spelling'],
      ['難聴', 'なんちょう', 'common'],
    ],
    note: '難聴 is the everyday word for most 聴覚障害 and is searched as the same; ろう (deaf, and a culture and language of its own) is a group of its own.',
    narrower: ['ろう', '中途失聴'],
  },
  {
    topic: 'disability',
    words: [
      ['ろう', 'ろう', 'main'],
      ['聾', 'ろう', 'spelling'],
      ['ろう者', 'ろうしゃ', 'common'],
      ['聾者', 'ろうしゃ', 'spelling'],
    ],
  },
  {
    topic: 'disability',
    words: [
      ['中途失聴', 'ちゅうとしっちょう', 'main'],
      ['中途失聴者', 'ちゅうとしっちょうしゃ', 'common'],
    ],
  },
  {
    topic: 'disability',
    words: [
      ['盲ろう', 'もうろう', 'main'],
      ['盲聾', 'もうろう', 'spelling'],
      ['盲ろう者', 'もうろうしゃ', 'common'],
      ['盲聾者', 'もうろうしゃ', 'spelling'],
    ],
  },
  {
    topic: 'disability',
    words: [
      ['聴覚過敏', 'ちょうかくかびん', 'main'],
      ['音過敏', 'おとかびん', 'common'],
    ],
  },
  {
    topic: 'disability',
    words: [
      ['内部障害', 'ないぶしょうがい', 'main'],
      ['内部障がい', 'ないぶしょうがい', 'spelling'],
    ],
  },
  {
    topic: 'disability',
    words: [
      ['高次脳機能障害', 'こうじのうきのうしょうがい', 'main'],
      ['高次脳', 'こうじのう', 'short'],
    ],
  },
  {
    topic: 'disability',
    words: [
      ['失語症', 'しつごしょう', 'main'],
      ['失語', 'しつご', 'short'],
    ],
  },
  {
    topic: 'disability',
    words: [
      ['嚥下障害', 'えんげしょうがい', 'main'],
      ['摂食嚥下障害', 'せっしょくえんげしょうがい', 'spelling'],
    ],
  },
  {
    topic: 'disability',
    words: [
      ['重症心身障害', 'じゅうしょうしんしんしょうがい', 'main'],
      ['重症心身障がい', 'じゅうしょうしんしんしょうがい', 'spelling'],
      ['重心', 'じゅうしん', 'short'],
    ],
    note: '重心 is also the everyday word for a centre of gravity; in this field it is short for 重症心身障害.',
  },
  {
    topic: 'disability',
    words: [
      ['脳性まひ', 'のうせいまひ', 'main'],
      ['脳性麻痺', 'のうせいまひ', 'spelling'],
    ],
    note: 'CP is left out: on this site it is as often 臨床心理士 (clinical psychologist).',
  },
  {
    topic: 'disability',
    words: [
      ['片麻痺', 'へんまひ', 'main'],
      ['片まひ', 'へんまひ', 'spelling'],
    ],
  },
  {
    topic: 'disability',
    words: [
      ['脊髄損傷', 'せきずいそんしょう', 'main'],
      ['脊損', 'せきそん', 'short'],
    ],
  },
  {
    topic: 'disability',
    words: [
      ['頸髄損傷', 'けいずいそんしょう', 'main'],
      ['頚髄損傷', 'けいずいそんしょう', 'spelling'],
      ['頸損', 'けいそん', 'short'],
      ['頚損', 'けいそん', 'short'],
    ],
  },
  {
    topic: 'disability',
    words: [
      ['二分脊椎', 'にぶんせきつい', 'main'],
      ['二分脊椎症', 'にぶんせきついしょう', 'spelling'],
    ],
  },
  {
    topic: 'disability',
    words: [
      ['脳卒中', 'のうそっちゅう', 'main'],
      ['脳血管障害', 'のうけっかんしょうがい', 'common'],
    ],
  },
  {
    topic: 'disability',
    words: [
      ['筋萎縮性側索硬化症', 'きんいしゅくせいそくさくこうかしょう', 'main'],
      ['ALS', 'えーえるえす', 'short'],
    ],
  },
  {
    topic: 'disability',
    words: [
      ['筋ジストロフィー', 'きんじすとろふぃー', 'main'],
      ['筋ジス', 'きんじす', 'short'],
    ],
  },
  {
    topic: 'disability',
    words: [
      ['脊髄性筋萎縮症', 'せきずいせいきんいしゅくしょう', 'main'],
      ['SMA', 'えすえむえー', 'short'],
    ],
  },
  {
    topic: 'disability',
    words: [
      ['ダウン症', 'だうんしょう', 'main'],
      ['ダウン症候群', 'だうんしょうこうぐん', 'spelling'],
      ['21トリソミー', 'にじゅういちとりそみー', 'spelling'],
    ],
  },
  {
    topic: 'disability',
    words: [
      ['てんかん', 'てんかん', 'main'],
      ['癲癇', 'てんかん', 'spelling'],
    ],
  },
  {
    topic: 'disability',
    words: [
      ['統合失調症', 'とうごうしっちょうしょう', 'main'],
      ['統合失調', 'とうごうしっちょう', 'short'],
    ],
    note: 'The name before 2002 is left out (it was changed for the stigma it carried), and so is the net\'s short name.',
  },
  {
    topic: 'disability',
    words: [
      ['うつ病', 'うつびょう', 'main'],
      ['鬱病', 'うつびょう', 'spelling'],
      ['うつ', 'うつ', 'short'],
      ['鬱', 'うつ', 'short'],
    ],
  },
  {
    topic: 'disability',
    words: [
      ['双極性障害', 'そうきょくせいしょうがい', 'main'],
      ['双極症', 'そうきょくしょう', 'spelling'],
      ['双極性感情障害', 'そうきょくせいかんじょうしょうがい', 'spelling'],
      ['躁うつ病', 'そううつびょう', 'old'],
      ['躁鬱病', 'そううつびょう', 'old'],
    ],
    note: '躁うつ病 is the older name; 双極性障害 came with DSM-III (1980) and ICD-10, 双極症 with DSM-5-TR\'s Japanese edition (2023).',
  },
  {
    topic: 'disability',
    words: [
      ['パニック障害', 'ぱにっくしょうがい', 'main'],
      ['パニック症', 'ぱにっくしょう', 'spelling'],
    ],
  },
  {
    topic: 'disability',
    words: [
      ['社交不安症', 'しゃこうふあんしょう', 'main'],
      ['社交不安障害', 'しゃこうふあんしょうがい', 'spelling'],
      ['社会不安障害', 'しゃかいふあんしょうがい', 'old'],
    ],
    note: '社会不安障害 was DSM-IV\'s Japanese name; 社交不安症 and 社交不安障害 are DSM-5\'s (2014).',
  },
  {
    topic: 'disability',
    words: [
      ['強迫性障害', 'きょうはくせいしょうがい', 'main'],
      ['強迫症', 'きょうはくしょう', 'spelling'],
      ['OCD', 'おーしーでぃー', 'short'],
    ],
  },
  {
    topic: 'disability',
    words: [
      ['心的外傷後ストレス障害', 'しんてきがいしょうごすとれすしょうがい', 'main'],
      ['PTSD', 'ぴーてぃーえすでぃー', 'short'],
    ],
  },
  {
    topic: 'disability',
    words: [
      ['依存症', 'いぞんしょう', 'main'],
      ['アディクション', 'あでぃくしょん', 'common'],
    ],
  },
  {
    topic: 'disability',
    words: [
      ['若年性認知症', 'じゃくねんせいにんちしょう', 'main'],
      ['若年認知症', 'じゃくねんにんちしょう', 'spelling'],
    ],
  },
  {
    topic: 'disability',
    words: [
      ['車いす利用者', 'くるまいすりようしゃ', 'main'],
      ['車椅子利用者', 'くるまいすりようしゃ', 'spelling'],
      ['車いすユーザー', 'くるまいすゆーざー', 'common'],
      ['車椅子ユーザー', 'くるまいすゆーざー', 'common'],
    ],
  },

  // office: 窓口・機関
  {
    topic: 'office',
    words: [
      ['障害福祉課', 'しょうがいふくしか', 'main'],
      ['障がい福祉課', 'しょうがいふくしか', 'spelling'],
      ['障害者福祉課', 'しょうがいしゃふくしか', 'spelling'],
      ['福祉課', 'ふくしか', 'short'],
      ['障害福祉の窓口', 'しょうがいふくしのまどぐち', 'common'],
    ],
    note: 'The municipality\'s desk for 障害福祉, whatever its section is called there.',
  },
  {
    topic: 'office',
    words: [
      ['市区町村', 'しくちょうそん', 'main'],
      ['市町村', 'しちょうそん', 'spelling'],
      ['自治体', 'じちたい', 'common'],
    ],
    note: 'The municipality as the one that decides; the offices themselves are not one group: 区役所 and 市役所 are different places in a city with wards.',
  },
  {
    topic: 'office',
    words: [
      ['役場', 'やくば', 'main'],
      ['町役場', 'まちやくば', 'common'],
      ['村役場', 'むらやくば', 'common'],
    ],
  },
  {
    topic: 'office',
    words: [
      ['相談支援事業所', 'そうだんしえんじぎょうしょ', 'main'],
      ['特定相談支援事業所', 'とくていそうだんしえんじぎょうしょ', 'spelling'],
      ['相談事業所', 'そうだんじぎょうしょ', 'short'],
    ],
  },
  {
    topic: 'office',
    words: [
      ['基幹相談支援センター', 'きかんそうだんしえんせんたー', 'main'],
      ['基幹センター', 'きかんせんたー', 'short'],
    ],
  },
  {
    topic: 'office',
    words: [
      ['自立支援協議会', 'じりつしえんきょうぎかい', 'main'],
      ['地域自立支援協議会', 'ちいきじりつしえんきょうぎかい', 'spelling'],
    ],
  },
  {
    topic: 'office',
    words: [
      ['児童相談所', 'じどうそうだんじょ', 'main'],
      ['児相', 'じそう', 'short'],
      ['児童相談センター', 'じどうそうだんせんたー', 'regional'],
    ],
    note: '児童相談センター is the name of 東京都\'s central 児童相談所 (and of some others).',
  },
  {
    topic: 'office',
    words: [
      ['こども家庭センター', 'こどもかていせんたー', 'main'],
      ['子育て世代包括支援センター', 'こそだてせだいほうかつしえんせんたー', 'old'],
    ],
    note: '子育て世代包括支援センター and 子ども家庭総合支援拠点 were joined into the municipality\'s こども家庭センター in April 2024.',
  },
  {
    topic: 'office',
    words: [
      ['発達障害者支援センター', 'はったつしょうがいしゃしえんせんたー', 'main'],
      ['発達障害支援センター', 'はったつしょうがいしえんせんたー', 'slip'],
    ],
  },
  {
    topic: 'office',
    words: [
      ['精神保健福祉センター', 'せいしんほけんふくしせんたー', 'main'],
      ['こころの健康センター', 'こころのけんこうせんたー', 'regional'],
    ],
    note: 'Several cities call theirs こころの健康センター (大阪市, 堺市, 神戸市 …).',
  },
  {
    topic: 'office',
    words: [
      ['保健所', 'ほけんじょ', 'main'],
      ['保健福祉事務所', 'ほけんふくしじむしょ', 'regional'],
    ],
    note: '保健福祉事務所 is 神奈川県\'s (and some others\') name for its 保健所.',
  },
  {
    topic: 'office',
    words: [
      ['地域包括支援センター', 'ちいきほうかつしえんせんたー', 'main'],
      ['地域包括', 'ちいきほうかつ', 'short'],
    ],
  },
  {
    topic: 'office',
    words: [
      ['社会福祉協議会', 'しゃかいふくしきょうぎかい', 'main'],
      ['社協', 'しゃきょう', 'short'],
    ],
  },
  {
    topic: 'office',
    words: [
      ['年金事務所', 'ねんきんじむしょ', 'main'],
      ['社会保険事務所', 'しゃかいほけんじむしょ', 'old'],
    ],
    note: '社会保険事務所 became 年金事務所 when 日本年金機構 took over from 社会保険庁 (January 2010).',
  },
  {
    topic: 'office',
    words: [
      ['日本年金機構', 'にほんねんきんきこう', 'main'],
      ['年金機構', 'ねんきんきこう', 'short'],
    ],
  },
  {
    topic: 'office',
    words: [
      ['家庭裁判所', 'かていさいばんしょ', 'main'],
      ['家裁', 'かさい', 'short'],
    ],
  },
  {
    topic: 'office',
    words: [
      ['教育委員会', 'きょういくいいんかい', 'main'],
      ['教委', 'きょうい', 'short'],
    ],
  },
  {
    topic: 'office',
    words: [
      ['法テラス', 'ほうてらす', 'main'],
      ['日本司法支援センター', 'にほんしほうしえんせんたー', 'spelling'],
    ],
  },
  {
    topic: 'office',
    words: [
      ['労働基準監督署', 'ろうどうきじゅんかんとくしょ', 'main'],
      ['労基署', 'ろうきしょ', 'short'],
      ['労基', 'ろうき', 'short'],
    ],
  },
  {
    topic: 'office',
    words: [
      ['厚生労働省', 'こうせいろうどうしょう', 'main'],
      ['厚労省', 'こうろうしょう', 'short'],
    ],
  },

  // law: 法律・制度
  {
    topic: 'law',
    words: [
      ['障害者総合支援法', 'しょうがいしゃそうごうしえんほう', 'main'],
      ['総合支援法', 'そうごうしえんほう', 'short'],
      ['障害者の日常生活及び社会生活を総合的に支援するための法律', 'しょうがいしゃのにちじょうせいかつおよびしゃかいせいかつをそうごうてきにしえんするためのほうりつ', 'spelling'],
      ['障害者自立支援法', 'しょうがいしゃじりつしえんほう', 'old'],
      ['自立支援法', 'じりつしえんほう', 'old'],
      ['支援費制度', 'しえんひせいど', 'old'],
    ],
    note: '支援費制度 (April 2003) gave way to 障害者自立支援法 (April 2006), renamed and revised as 障害者総合支援法 in April 2013.',
  },
  {
    topic: 'law',
    words: [
      ['児童福祉法', 'じどうふくしほう', 'main'],
      ['児福法', 'じふくほう', 'short'],
    ],
  },
  {
    topic: 'law',
    words: [
      ['障害者基本法', 'しょうがいしゃきほんほう', 'main'],
      ['心身障害者対策基本法', 'しんしんしょうがいしゃたいさくきほんほう', 'old'],
    ],
    note: '心身障害者対策基本法 (1970) was renamed 障害者基本法 in 1993.',
  },
  {
    topic: 'law',
    words: [
      ['障害者雇用促進法', 'しょうがいしゃこようそくしんほう', 'main'],
      ['障害者の雇用の促進等に関する法律', 'しょうがいしゃのこようのそくしんとうにかんするほうりつ', 'spelling'],
      ['身体障害者雇用促進法', 'しんたいしょうがいしゃこようそくしんほう', 'old'],
    ],
    note: '身体障害者雇用促進法 (1960) became 障害者の雇用の促進等に関する法律 in 1987.',
  },
  {
    topic: 'law',
    words: [
      ['発達障害者支援法', 'はったつしょうがいしゃしえんほう', 'main'],
      ['発達障害支援法', 'はったつしょうがいしえんほう', 'slip'],
    ],
  },
  {
    topic: 'law',
    words: [
      ['精神保健福祉法', 'せいしんほけんふくしほう', 'main'],
      ['精神保健及び精神障害者福祉に関する法律', 'せいしんほけんおよびせいしんしょうがいしゃふくしにかんするほうりつ', 'spelling'],
      ['精神保健法', 'せいしんほけんほう', 'old'],
      ['精神衛生法', 'せいしんえいせいほう', 'old'],
    ],
    note: '精神衛生法 (1950) became 精神保健法 in 1987 and 精神保健福祉法 in 1995.',
  },
  {
    topic: 'law',
    words: [
      ['難病法', 'なんびょうほう', 'main'],
      ['難病の患者に対する医療等に関する法律', 'なんびょうのかんじゃにたいするいりょうとうにかんするほうりつ', 'spelling'],
      ['難病医療法', 'なんびょういりょうほう', 'short'],
    ],
  },
  {
    topic: 'law',
    words: [
      ['医療的ケア児支援法', 'いりょうてきけあじしえんほう', 'main'],
      ['医療的ケア児及びその家族に対する支援に関する法律', 'いりょうてきけあじおよびそのかぞくにたいするしえんにかんするほうりつ', 'spelling'],
      ['医ケア児支援法', 'いけあじしえんほう', 'short'],
    ],
  },
  {
    topic: 'law',
    words: [
      ['介護保険', 'かいごほけん', 'main'],
      ['介護保険制度', 'かいごほけんせいど', 'spelling'],
      ['介護保険法', 'かいごほけんほう', 'common'],
      ['介保', 'かいほ', 'short'],
    ],
  },
  {
    topic: 'law',
    words: [
      ['児童虐待防止法', 'じどうぎゃくたいぼうしほう', 'main'],
      ['児童虐待の防止等に関する法律', 'じどうぎゃくたいのぼうしとうにかんするほうりつ', 'spelling'],
    ],
  },
  {
    topic: 'law',
    words: [
      ['生活困窮者自立支援制度', 'せいかつこんきゅうしゃじりつしえんせいど', 'main'],
      ['生活困窮者自立支援法', 'せいかつこんきゅうしゃじりつしえんほう', 'common'],
    ],
  },
  {
    topic: 'law',
    words: [
      ['バリアフリー法', 'ばりあふりーほう', 'main'],
      ['ハートビル法', 'はーとびるほう', 'old'],
      ['交通バリアフリー法', 'こうつうばりあふりーほう', 'old'],
    ],
    note: 'ハートビル法 (1994, buildings) and 交通バリアフリー法 (2000, transport) were merged into バリアフリー法 in 2006.',
  },
  {
    topic: 'law',
    words: [
      ['身体障害者補助犬法', 'しんたいしょうがいしゃほじょけんほう', 'main'],
      ['補助犬法', 'ほじょけんほう', 'short'],
    ],
  },
  {
    topic: 'law',
    words: [
      ['読書バリアフリー法', 'どくしょばりあふりーほう', 'main'],
      ['視覚障害者等の読書環境の整備の推進に関する法律', 'しかくしょうがいしゃとうのどくしょかんきょうのせいびのすいしんにかんするほうりつ', 'spelling'],
    ],
  },
  {
    topic: 'law',
    words: [
      ['障害者優先調達推進法', 'しょうがいしゃゆうせんちょうたつすいしんほう', 'main'],
      ['優先調達推進法', 'ゆうせんちょうたつすいしんほう', 'short'],
    ],
  },

  // 子ども: the spelling public bodies use (子ども) and the others people write.
  {
    topic: 'life',
    words: [
      ['子ども', 'こども', 'main'],
      ['子供', 'こども', 'spelling'],
    ],
  },
  // life: 暮らし・用具
  {
    topic: 'life',
    words: [
      ['車いす', 'くるまいす', 'main'],
      ['車椅子', 'くるまいす', 'spelling'],
    ],
  },
  {
    topic: 'life',
    words: [
      ['電動車いす', 'でんどうくるまいす', 'main'],
      ['電動車椅子', 'でんどうくるまいす', 'spelling'],
    ],
  },
  {
    topic: 'life',
    words: [
      ['白杖', 'はくじょう', 'main'],
      ['白い杖', 'しろいつえ', 'common'],
    ],
  },
  {
    topic: 'life',
    words: [
      ['点字ブロック', 'てんじぶろっく', 'main'],
      ['視覚障害者誘導用ブロック', 'しかくしょうがいしゃゆうどうようぶろっく', 'spelling'],
      ['誘導ブロック', 'ゆうどうぶろっく', 'short'],
    ],
  },
  {
    topic: 'life',
    words: [
      ['点字図書館', 'てんじとしょかん', 'main'],
      ['視覚障害者情報提供施設', 'しかくしょうがいしゃじょうほうていきょうしせつ', 'spelling'],
    ],
  },
  {
    topic: 'life',
    words: [
      ['スクリーンリーダー', 'すくりーんりーだー', 'main'],
      ['画面読み上げソフト', 'がめんよみあげそふと', 'common'],
      ['読み上げソフト', 'よみあげそふと', 'common'],
    ],
  },
  {
    topic: 'life',
    words: [
      ['手話', 'しゅわ', 'main'],
      ['手話言語', 'しゅわげんご', 'spelling'],
    ],
  },
  {
    topic: 'life',
    words: [
      ['重度障害者用意思伝達装置', 'じゅうどしょうがいしゃよういしでんたつそうち', 'main'],
      ['意思伝達装置', 'いしでんたつそうち', 'short'],
    ],
  },
  {
    topic: 'life',
    words: [
      ['日常生活用具', 'にちじょうせいかつようぐ', 'main'],
      ['日常生活用具給付', 'にちじょうせいかつようぐきゅうふ', 'common'],
      ['日常生活用具給付等事業', 'にちじょうせいかつようぐきゅうふとうじぎょう', 'spelling'],
    ],
  },
  {
    topic: 'life',
    words: [
      ['福祉用具', 'ふくしようぐ', 'main'],
      ['福祉機器', 'ふくしきき', 'common'],
    ],
  },
  {
    topic: 'life',
    words: [
      ['介護ベッド', 'かいごべっど', 'main'],
      ['電動ベッド', 'でんどうべっど', 'common'],
      ['特殊寝台', 'とくしゅしんだい', 'spelling'],
    ],
  },
  {
    topic: 'life',
    words: [
      ['ストーマ', 'すとーま', 'main'],
      ['ストマ', 'すとま', 'spelling'],
      ['人工肛門', 'じんこうこうもん', 'common'],
    ],
    note: 'ストーマ is also a 人工膀胱; people say 人工肛門 for most, and search it as the same.',
  },
  {
    topic: 'life',
    words: [
      ['オストメイト', 'おすとめいと', 'main'],
      ['ストーマ保有者', 'すとーまほゆうしゃ', 'spelling'],
    ],
  },
  {
    topic: 'life',
    words: [
      ['紙おむつ', 'かみおむつ', 'main'],
      ['おむつ', 'おむつ', 'short'],
      ['大人用おむつ', 'おとなようおむつ', 'common'],
    ],
  },
  {
    topic: 'life',
    words: [
      ['排泄介助', 'はいせつかいじょ', 'main'],
      ['排せつ介助', 'はいせつかいじょ', 'spelling'],
      ['トイレ介助', 'といれかいじょ', 'common'],
    ],
  },
  {
    topic: 'life',
    words: [
      ['移乗', 'いじょう', 'main'],
      ['トランスファー', 'とらんすふぁー', 'common'],
    ],
  },
  {
    topic: 'life',
    words: [
      ['送迎', 'そうげい', 'main'],
      ['送り迎え', 'おくりむかえ', 'common'],
    ],
  },
  {
    topic: 'life',
    words: [
      ['身体障害者補助犬', 'しんたいしょうがいしゃほじょけん', 'main'],
      ['補助犬', 'ほじょけん', 'short'],
      ['ほじょ犬', 'ほじょけん', 'spelling'],
    ],
    note: '盲導犬, 介助犬 and 聴導犬 together; each is searched by its own name as well.',
  },
  {
    topic: 'life',
    words: [
      ['障害者割引', 'しょうがいしゃわりびき', 'main'],
      ['障がい者割引', 'しょうがいしゃわりびき', 'spelling'],
      ['障害者割', 'しょうがいしゃわり', 'short'],
      ['障割', 'しょうわり', 'short'],
    ],
  },
  {
    topic: 'life',
    words: [
      ['福祉タクシー券', 'ふくしたくしーけん', 'main'],
      ['タクシー券', 'たくしーけん', 'short'],
      ['タクシー利用券', 'たくしーりようけん', 'common'],
    ],
  },
  {
    topic: 'life',
    words: [
      ['福祉車両', 'ふくししゃりょう', 'main'],
      ['福祉車', 'ふくししゃ', 'short'],
      ['介護車両', 'かいごしゃりょう', 'common'],
    ],
  },
  {
    topic: 'life',
    words: [
      ['駐車禁止除外指定', 'ちゅうしゃきんしじょがいしてい', 'main'],
      ['駐車禁止除外標章', 'ちゅうしゃきんしじょがいひょうしょう', 'common'],
      ['駐禁除外', 'ちゅうきんじょがい', 'short'],
      ['駐禁除外標章', 'ちゅうきんじょがいひょうしょう', 'short'],
    ],
  },
  {
    topic: 'life',
    words: [
      ['障害者用駐車場', 'しょうがいしゃようちゅうしゃじょう', 'main'],
      ['身障者用駐車場', 'しんしょうしゃようちゅうしゃじょう', 'common'],
      ['車いす用駐車場', 'くるまいすようちゅうしゃじょう', 'common'],
      ['車椅子用駐車場', 'くるまいすようちゅうしゃじょう', 'spelling'],
    ],
  },
  {
    topic: 'life',
    words: [
      ['多目的トイレ', 'たもくてきといれ', 'main'],
      ['多機能トイレ', 'たきのうといれ', 'common'],
      ['バリアフリートイレ', 'ばりあふりーといれ', 'common'],
      ['誰でもトイレ', 'だれでもといれ', 'common'],
      ['障害者トイレ', 'しょうがいしゃといれ', 'common'],
      ['身障者トイレ', 'しんしょうしゃといれ', 'common'],
    ],
  },
  {
    topic: 'life',
    words: [
      ['バリアフリー', 'ばりあふりー', 'main'],
      ['バリアーフリー', 'ばりあーふりー', 'spelling'],
    ],
  },
  {
    topic: 'life',
    words: [
      ['ノーマライゼーション', 'のーまらいぜーしょん', 'main'],
      ['ノーマリゼーション', 'のーまりぜーしょん', 'spelling'],
    ],
  },
  {
    topic: 'life',
    words: [
      ['障害者スポーツ', 'しょうがいしゃすぽーつ', 'main'],
      ['障がい者スポーツ', 'しょうがいしゃすぽーつ', 'spelling'],
      ['パラスポーツ', 'ぱらすぽーつ', 'common'],
    ],
  },
  {
    topic: 'life',
    words: [
      ['レスパイト', 'れすぱいと', 'main'],
      ['レスパイトケア', 'れすぱいとけあ', 'spelling'],
    ],
  },
  {
    topic: 'life',
    words: [
      ['親亡き後', 'おやなきあと', 'main'],
      ['親なき後', 'おやなきあと', 'spelling'],
      ['親亡きあと', 'おやなきあと', 'spelling'],
    ],
  },
  {
    topic: 'life',
    words: [
      ['福祉避難所', 'ふくしひなんじょ', 'main'],
      ['二次避難所', 'にじひなんじょ', 'common'],
    ],
  },
  {
    topic: 'life',
    words: [
      ['避難行動要支援者', 'ひなんこうどうようしえんしゃ', 'main'],
      ['災害時要援護者', 'さいがいじようえんごしゃ', 'old'],
    ],
    note: '災害時要援護者 gave way to 避難行動要支援者 with the revised 災害対策基本法 (2013).',
  },
];
