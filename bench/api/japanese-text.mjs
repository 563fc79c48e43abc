// Deterministic Japanese Q&A text about 障害福祉 for the load benchmark: titles, bodies and comments
// of plausible length and vocabulary, so the search columns (bigrams) look like the real site's.
// The same seed gives the same text, so two runs measure the same data.

/** A small seeded PRNG (mulberry32): fast, and good enough to pick words. */
export function createRandom(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** An integer in [min, max]. */
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (list) => list[Math.floor(next() * list.length)],
    chance: (p) => next() < p,
  };
}

const WHO = ['息子', '娘', '夫', '妻', '母', '父', '私', '兄', '姉', '弟', '妹', '祖母', '担当している利用者さん', '友人'];
const CONDITIONS = [
  '知的障害', '発達障害', '自閉スペクトラム症', 'ADHD', '精神障害', 'うつ病', '統合失調症', '双極性障害',
  '視覚障害', '聴覚障害', '肢体不自由', '脳性まひ', 'ダウン症', '高次脳機能障害', '難病', 'てんかん', '重症心身障害',
];
const SERVICES = [
  '就労継続支援B型', '就労継続支援A型', '就労移行支援', 'グループホーム', '放課後等デイサービス', '生活介護', '短期入所',
  '居宅介護', '移動支援', '計画相談支援', '訪問看護', '自立訓練', '日中一時支援', '同行援護', '重度訪問介護', '児童発達支援',
];
const SYSTEMS = [
  '障害年金', '障害者手帳', '療育手帳', '精神障害者保健福祉手帳', '自立支援医療', '受給者証', '特別児童扶養手当',
  '障害者雇用', '成年後見制度', '補装具費の支給', '日常生活用具の給付', '医療費助成', 'タクシー券', '障害者控除',
];
const PLACES = ['市役所の障害福祉課', '区役所の福祉窓口', '相談支援事業所', '地域包括支援センター', '基幹相談支援センター', 'ハローワーク', '年金事務所', '主治医の病院', '学校', '保健センター'];
const FEELINGS = ['不安です', '困っています', '迷っています', '悩んでいます', '心配しています', 'どうしたらよいかわかりません'];

const TITLE_TEMPLATES = weighted([
  [3, (r) => `${r.pick(SERVICES)}の利用について教えてください`],
  [3, (r) => `${r.pick(SYSTEMS)}の申請で${r.pick(FEELINGS)}`],
  [3, (r) => `${r.pick(WHO)}の${r.pick(CONDITIONS)}のことで相談です`],
  [3, (r) => `${r.pick(SERVICES)}と${r.pick(SERVICES)}は併用できますか`],
  [3, (r) => `${r.pick(SYSTEMS)}の更新手続きはいつから始めればよいですか`],
  [3, (r) => `${r.pick(CONDITIONS)}があっても${r.pick(SERVICES)}に通えますか`],
  [3, (r) => `${r.pick(PLACES)}での相談の仕方を教えてください`],
  [1, (r) => `障害年金の等級が変わると言われました（${r.pick(CONDITIONS)}）`],
  [0.2, (r) => `手話を使える職場を探しています`],
  [1, (r) => `福祉サービスの利用料の上限額について`],
  [3, (r) => `${r.pick(SERVICES)}の見学で何を確認すればよいですか`],
  [3, (r) => `就労先での合理的配慮の頼み方`],
  [3, (r) => `グループホームへの入居を考えています。${r.pick(FEELINGS)}`],
])

// Sentences carry the words people search for at the frequencies a real site would see them:
// 福祉 in about half the questions, 就労 and 年金 in one in five or so, 手話 in a few per hundred.
// Each entry is [weight, sentence]; most weight sits on general sentences.
const BODY_SENTENCES = weighted([
  [10, (r) => `${r.pick(WHO)}は${r.int(3, 78)}歳で、${r.pick(CONDITIONS)}があります。`],
  [10, (r) => `現在は${r.pick(SERVICES)}を週${r.pick(['１', '２', '３', '4', '5'])}日ほど利用しています。`],
  [8, (r) => `${r.pick(PLACES)}に相談しましたが、説明が難しくてよくわかりませんでした。`],
  [8, (r) => `${r.pick(SYSTEMS)}について、必要な書類や期間を知りたいです。`],
  [1, () => '障害年金の診断書を主治医に書いてもらう予定ですが、日常生活の様子をどう伝えればよいでしょうか。'],
  [1, (r) => `障害基礎年金の${r.pick(['1', '2'])}級を受給していますが、働き始めると止まるのではないかと${r.pick(FEELINGS)}。`],
  [0.3, () => '職場には手話ができる人がいないため、筆談やチャットでやりとりしています。'],
  [0.3, () => '聴覚障害のある同僚と話せるように、地域の手話サークルに通い始めました。'],
  [3, () => '福祉課の担当の方はとても親切でしたが、制度が多くて整理しきれていません。'],
  [1, () => '社会福祉協議会の日常生活自立支援事業も勧められました。'],
  [2, (r) => `就労移行支援の利用期間が残り${r.int(2, 18)}か月になり、就職活動を始めています。`],
  [1, () => '一般就労と福祉的就労のどちらが合っているのか、家族で話し合っています。'],
  [3, () => 'グループホームの空きがなかなか見つからず、待機の状態が続いています。'],
  [4, () => '相談支援専門員さんとサービス等利用計画を見直しているところです。'],
  [5, () => '通勤の負担が大きく、体調を崩しやすいのが悩みです。'],
  [5, () => '本人はできるだけ自分のことは自分で決めたいと言っています。'],
  [3, (r) => `利用者負担の上限月額が${r.pick(['9,300', '37,200', '0', '4,600'])}円と書かれていましたが、意味がわかりません。`],
  [2, () => '地域の福祉サービスの情報がまとまっているところはありますか。'],
  [5, () => '学校の先生とも相談しながら、卒業後の進路を考えています。'],
  [4, () => '移動支援を使って、休日に外出できるようになりました。'],
  [5, () => 'ヘルパーさんの時間数が足りず、家族の負担が大きくなっています。'],
  [6, () => '同じような経験をされた方がいれば、アドバイスをいただけるとうれしいです。'],
  [4, () => '初めて質問します。わかりにくいところがあればすみません。'],
  [6, () => '制度のことがよくわからず、何から手をつければよいのか迷っています。'],
  [6, () => '毎日の生活の中で、小さな工夫を重ねています。'],
  [6, () => '主治医からは、焦らずに少しずつ慣れていけばよいと言われています。'],
]);
// The rare word of the search benchmark: in about 3 questions of 1,000.
export const RARE_WORD = '点字';
const RARE_SENTENCE = () => '点字図書館で、録音図書や点字の本を借りられると聞きました。';
const CLOSINGS = ['よろしくお願いいたします。', 'どうぞよろしくお願いします。', 'ご意見をお聞かせください。', '教えていただけると助かります。'];

const COMMENT_SENTENCES = [
  () => '我が家も同じことで悩んだことがあります。',
  (r) => `まずは${r.pick(PLACES)}に相談してみるのがよいと思います。`,
  (r) => `${r.pick(SYSTEMS)}は、申請から結果が出るまで数か月かかることがあります。`,
  () => '主治医に日常生活で困っていることを、メモにして渡すと伝わりやすかったです。',
  () => '福祉サービスは、自治体によって使える内容が少しずつ違います。',
  () => '手話通訳の派遣は、市町村の意思疎通支援事業で頼めることが多いです。',
  () => '障害年金は、社会保険労務士さんに相談する方法もあります。',
  (r) => `${r.pick(SERVICES)}は、見学や体験利用ができるところが多いですよ。`,
  () => '就労先には、配慮してほしいことを具体的に伝えると話が進みやすいです。',
  () => '応援しています。無理をしすぎないでくださいね。',
  () => '相談支援専門員さんに、計画の見直しをお願いしてみてはいかがでしょうか。',
];
const REPLIES = ['ありがとうございます。参考になりました。', '早速相談してみます。', 'そうなんですね、知りませんでした。', '同じ状況なので助かります。', '詳しく教えていただきありがとうございます。'];

/** [weight, item] pairs as a list to pick from with r.pick (weights in tenths). */
function weighted(entries) {
  return entries.flatMap(([weight, item]) => Array(Math.max(1, Math.round(weight * 10))).fill(item));
}

function sentences(r, list, min, max) {
  const out = [];
  const n = r.int(min, max);
  for (let i = 0; i < n; i++) out.push(r.pick(list)(r));
  return out;
}

/**
 * Two-kanji words of the site's vocabulary (障害, 年金, 就労, 支援, 手帳, …), for searches with many
 * different words: each is a pair of letters the search index holds as one key, from common to rare.
 */
export function searchWords() {
  const text = [...WHO, ...CONDITIONS, ...SERVICES, ...SYSTEMS, ...PLACES, RARE_WORD, '手話', '福祉'].join(' ');
  const words = new Set();
  for (const run of text.match(/\p{Script=Han}{2,}/gu) ?? []) {
    for (let i = 0; i + 2 <= run.length; i++) words.add(run.slice(i, i + 2));
  }
  return [...words];
}

export function questionTitle(r) {
  return r.pick(TITLE_TEMPLATES)(r);
}

/** A body of roughly 100 to 700 characters, in paragraphs (line breaks kept). */
export function questionBody(r) {
  const parts = sentences(r, BODY_SENTENCES, 3, 14);
  if (r.chance(0.003)) parts.splice(r.int(0, parts.length), 0, RARE_SENTENCE());
  const paragraphs = [];
  for (let i = 0; i < parts.length; i += 3) paragraphs.push(parts.slice(i, i + 3).join(''));
  paragraphs.push(r.pick(CLOSINGS));
  return paragraphs.join('\n\n');
}

export function commentBody(r) {
  return sentences(r, COMMENT_SENTENCES, 1, 5).join('');
}

export function replyBody(r) {
  return r.pick(REPLIES);
}

/** A nickname, or null (shown as 未設定) for about one person in ten. */
export function nickname(r, i) {
  if (r.chance(0.1)) return null;
  const first = ['ひまわり', 'さくら', 'たんぽぽ', 'あおぞら', 'こもれび', 'みどり', 'ゆき', 'そら', 'つばめ', 'かえで', 'ハル', 'ナツ'];
  return `${r.pick(first)}${i}`;
}
