import {
  PERSONAL_INFO_LABELS,
  findPersonalInfo,
  isValidMyNumber,
  maskPersonalInfo,
  type PersonalInfoKind,
} from '../src/personal-info';
import { findNormalized, normalizeText } from '../src/text';

type Row = readonly [text: string, kinds: readonly PersonalInfoKind[]];

// Texts full of numbers that are not personal information: dates, times, amounts, grades, counts.
const CLEAN: readonly Row[] = [
  ['障害年金の2級で月額81,000円くらいもらっています。1級だと年額1,020,000円ほどになると聞きました。', []],
  ['2024年4月1日から就労移行支援事業所に通い始めました。利用期間は原則2年（24か月）です。', []],
  ['令和6年4月1日付けで報酬改定がありました。放課後等デイサービスの単価はどう変わりましたか？', []],
  ['身体障害者手帳1級、療育手帳A、精神障害者保健福祉手帳2級をそれぞれ持っている家族がいます。', []],
  ['グループホームの家賃は月42,000円、食費が1日1,200円、光熱費が月8,000円です。', []],
  ['特別支援学校の高等部3年生です。実習は10月の2週間、9:00-15:30でした。', []],
  ['ヘルパーさんは週3回、1回あたり1.5時間来てくれます。', []],
  ['相談支援専門員さんとのモニタリングは3か月に1回です。次回は2025/1/15です。', []],
  ['就労継続支援B型の工賃は平均で月16,000円くらい、時給にすると230円ほどです。', []],
  ['障害者総合支援法第5条第1項の「障害福祉サービス」について教えてください。', []],
  ['障害支援区分が4から5に上がりました。区分5だと利用できる時間は何時間ですか？', []],
  ['世田谷区に住んでいます。区の障害福祉課で相談できますか？', []],
  ['横浜市の市営住宅に申し込みたいのですが、障害者向けの枠は何%くらいありますか？', []],
  ['特別児童扶養手当は1級が月額55,350円、2級が36,860円（令和6年度）です。', []],
  ['息子は8歳、IQは45です。療育手帳はB1と判定されました。', []],
  ['計画相談の更新が2024-10-31までなので、9月中に面談が必要です。', []],
  ['障害者雇用の法定雇用率は2.5%、2026年7月からは2.7%になります。', []],
  ['放デイは1日10人定員で、職員は3人以上必要と聞きました。', []],
  ['医療費は自立支援医療で1割負担、上限は月5,000円です。', []],
  ['電話相談は平日10:00～17:00受付とのことです。', []],
  ['1-2-3の手順で申請書を書きました。第2-3項も確認しました。', []],
  ['障害年金の初診日が平成27年3月で、20歳前傷病にあたるか知りたいです。', []],
  ['1万円の補助が出るそうです。¥12,000の補装具の自己負担はいくらですか？', []],
  ['通所受給者証の支給量は月23日です。', []],
  ['精神科デイケアに週4日、1日6時間通っています。', []],
  ['就労移行支援を利用して100日目、模擬面接は30回以上しました。', []],
  ['2023-2024年度の実績で、一般就労への移行率は約50%でした。', []],
  ['補装具費の基準額は車いすで100,000円〜、電動車いすで314,000円〜です。', []],
  ['申請から決定まで30〜60日かかると言われました。', []],
  ['身体障害者障害程度等級表は1級から7級まで（手帳は6級まで）です。', []],
  ['グループホームの体験利用は年間50日以内、1回あたり連続30日以内です。', []],
  ['特別障害者手当は月額28,840円です。所得制限は年収518万円程度です。', []],
  ['ISBN 978-4-7639-1234-5の本に制度の説明が載っていました。', []],
  ['品番 AB-123-4567-89 の歩行器を購入しました。', []],
  ['日中一時支援は1日4時間まで、1か月あたり15日が上限です。', []],
  ['障害児通所支援の利用者負担上限月額は4,600円または37,200円です。', []],
  ['生活保護の障害者加算は月17,870円（1級地）です。', []],
  ['市区町村によって違いますが、移動支援は月20〜40時間が多いです。', []],
  ['2024/04/01 時点で、事業所数は全国で3,500か所を超えています。', []],
  ['体重は45.5kg、身長は152cmです。BMIは19.7です。', []],
  ['午前8:30に家を出て、9:15に作業所に着きます。', []],
  ['子どもが特別支援学級の5年生で、在籍は12人、担任は2人です。', []],
  ['東京都の障害者手当は月15,500円だそうです。東京都在住5年以上が条件ですか？', []],
  ['障害支援区分3-4程度の方が多いグループホームです。', []],
  ['区役所の窓口は2番と3番です。市役所2階の障害福祉課にも行きました。', []],
  ['年収は約130万円で、扶養の範囲内で働いています。', []],
  ['都営地下鉄の無料乗車券、都バスも1-2回使いました。', []],
  ['第3条の2、第10条の3を読みましたが分かりません。', []],
  ['受付番号は12345、整理番号は678です。', []],
  ['平成30年度から令和5年度までの5年間で、利用者は1.3倍になりました。', []],
  ['時間は13:00〜14:30、参加費は500円、定員は20名です。', []],
  ['2024.04.01に申請、2024.05.20に支給決定が出ました。', []],
  ['照会番号 1234 5678 9019 で問い合わせできます。', []], // twelve digits, wrong check digit
  ['10-20代の利用者が多く、30-40代は少数です。', []],
  ['説明会の参加者は300-1000人、資料代は100-2000円ほどです。', []],
  ['シフトは6-15時、時給は1,100円です。月に100-200時間働く人もいます。', []],
  ['利用料は0円の人が9割以上です。負担上限月額は0円、9,300円、37,200円の3段階です。', []],
  ['重度訪問介護は1日24時間、月744時間まで支給された例もあります。', []],
  ['住所地特例で、前の市の受給者証のまま2か月過ごしました。', []],
  ['市区町村1-2の様式と、都道府県2-1の様式があります。', []],
  ['カード番号の例 4111 1111 1111 1111 は書かないでください。', []], // a card number, not a マイナンバー
];

// Real patterns in many formats, alone and several in one text.
const FLAGGED: readonly Row[] = [
  ['相談先の電話番号は03-1234-5678です。', ['phone']],
  ['何かあれば090-1234-5678に連絡ください。', ['phone']],
  ['携帯は09012345678です。ヘルパーさんに伝えてあります。', ['phone']],
  ['090 1234 5678 までお電話をお願いします。', ['phone']],
  ['母の番号は０９０－１２３４－５６７８です。', ['phone']],
  ['事業所は(03)1234-5678です。', ['phone']],
  ['03（1234）5678にかけてください。', ['phone']],
  ['海外からは+81 90-1234-5678にかけてください。', ['phone']],
  ['就労移行の見学予約は0120-123-456まで。', ['phone']],
  ['ナビダイヤル0570-000-111に何度かけてもつながりません。', ['phone']],
  ['連絡先：０９０ー１２３４ー５６７８', ['phone']],
  ['連絡先は090−1234−5678です。', ['phone']],
  ['連絡先は090‐1234‐5678です。', ['phone']],
  ['横浜の事業所は045-123-4567です。', ['phone']],
  ['藤沢の事業所は0466-12-3456です。', ['phone']],
  ['080.1234.5678にショートメールをください。', ['phone']],
  ['070-1234-5678は娘の携帯です。', ['phone']],
  ['050-1234-5678はIP電話です。', ['phone']],
  ['0800-123-4567は無料でかけられます。', ['phone']],
  ['TEL:03-1234-5678', ['phone']],
  ['電話：０３－１２３４－５６７８　FAX：０３－１２３４－５６７９', ['phone', 'phone']],
  ['+81-3-1234-5678（代表）', ['phone']],
  ['+81 (0)3 1234 5678', ['phone']],
  ['(090)1234-5678 山田', ['phone']],
  ['0312345678に電話したら担当者につながりました。', ['phone']],
  ['市役所の障害福祉課（0422-12-3456）に相談しました。', ['phone']],
  ['電話 0120-999-888（フリーダイヤル）', ['phone']],
  ['090ｰ1234ｰ5678 にお願いします。', ['phone']],
  ['母の携帯 080-1111-2222、自宅 03-3333-4444 です。', ['phone', 'phone']],
  ['メールは taro.yamada@example.co.jp です。', ['email']],
  ['ｔａｒｏ＠ｅｘａｍｐｌｅ．ｊｐに送ってください。', ['email']],
  ['hanako_123@mail.example.comまでメールください。', ['email']],
  ['連絡はabc+welfare@example.orgへ', ['email']],
  ['就労移行の担当者のメールはshien-center@example.ne.jpです。', ['email']],
  ['メアド：ＨＡＮＡＫＯ．Ｓ＠ＥＸＡＭＰＬＥ．ＣＯＭ', ['email']],
  ['〒123-4567', ['postal_code']],
  ['〒1234567 宛に書類を送りました。', ['postal_code']],
  ['郵便番号は154-0004です。', ['postal_code']],
  ['〒１５４－０００４', ['postal_code']],
  ['〒154ー0004', ['postal_code']],
  ['東京都世田谷区太子堂1-2-3に住んでいます。', ['address']],
  ['横浜市港北区日吉2丁目3番4号のグループホームです。', ['address']],
  ['大阪市北区梅田１－２－３の就労移行支援事業所', ['address']],
  ['住所は福岡県福岡市博多区博多駅前3丁目2番1号です。', ['address']],
  ['埼玉県さいたま市浦和区高砂3-15-1の相談支援事業所', ['address']],
  ['名古屋市中村区名駅四丁目の放課後等デイサービス', ['address']],
  ['京都府京都市左京区下鴨123番地に引っ越しました。', ['address']],
  ['神奈川県川崎市中原区小杉町3-264-3', ['address']],
  ['愛知県豊田市西町1-200 の特別支援学校です。', ['address']],
  ['沖縄県那覇市泉崎1丁目2番2号', ['address']],
  ['マイナンバーは1234 5678 9018です。', ['my_number']],
  ['123456789018と書いて提出しました。', ['my_number']],
  ['個人番号：9876-5432-1093', ['my_number']],
  ['１２３４　５６７８　９０１８', ['my_number']],
  ['息子の受給者証とマイナンバー（555544443331）を書いてもいいですか', ['my_number']],
  ['〒154-0004 東京都世田谷区太子堂1-2-3、電話03-1234-5678', ['postal_code', 'address', 'phone']],
  ['taro@example.jp か 090-1234-5678 に連絡ください。', ['email', 'phone']],
  ['マイナンバーは 0123 4567 8903 です、郵便番号 〒100-0001', ['my_number', 'postal_code']],
  ['放課後等デイサービスひまわり（東京都練馬区豊玉北5-6-7、電話03-5999-1234）の口コミです。', ['address', 'phone']],
  [
    'グループホームの住所は千葉県船橋市本町1丁目2-3です。見学は090-9876-5432（担当：佐藤）まで。月額家賃は45,000円です。',
    ['address', 'phone'],
  ],
  ['〒 060-0001 北海道札幌市中央区北1条西2丁目1番地', ['postal_code', 'address']],
  ['相談支援事業所: 06-6123-4567 / soudan@example.jp', ['phone', 'email']],
  ['〒５３０－０００１　大阪府大阪市北区梅田１丁目１番３号', ['postal_code', 'address']],
  [
    '令和6年4月1日、障害年金2級（月額81,000円）の通知が来ました。社労士さん（03-1234-5678、sr@example.jp）に相談しています。',
    ['phone', 'email'],
  ],
];

const TABLE = [...CLEAN, ...FLAGGED];

/** How many found kinds were not expected, and how many expected kinds were not found. */
function errors(found: readonly PersonalInfoKind[], expected: readonly PersonalInfoKind[]) {
  const left = [...expected];
  let falsePositives = 0;
  for (const kind of found) {
    const i = left.indexOf(kind);
    if (i === -1) falsePositives++;
    else left.splice(i, 1);
  }
  return { falsePositives, falseNegatives: left.length };
}

describe('findPersonalInfo over the table', () => {
  it.each(TABLE)('%s → %j', (text, kinds) => {
    expect(findPersonalInfo(text).map((m) => m.kind)).toEqual(kinds);
  });

  it('has no false positive and no false negative over more than 100 texts', () => {
    const totals = { texts: TABLE.length, clean: CLEAN.length, flagged: FLAGGED.length, falsePositives: 0, falseNegatives: 0 };
    for (const [text, kinds] of TABLE) {
      const { falsePositives, falseNegatives } = errors(findPersonalInfo(text).map((m) => m.kind), kinds);
      totals.falsePositives += falsePositives;
      totals.falseNegatives += falseNegatives;
    }
    expect(totals.texts).toBeGreaterThanOrEqual(100);
    expect(totals.clean).toBeGreaterThanOrEqual(40);
    expect(totals.flagged).toBeGreaterThanOrEqual(50);
    expect({ falsePositives: totals.falsePositives, falseNegatives: totals.falseNegatives }).toEqual({
      falsePositives: 0,
      falseNegatives: 0,
    });
  });
});

describe('findPersonalInfo', () => {
  it('gives the span in the original text, full-width characters and all', () => {
    const text = '連絡先：０９０－１２３４－５６７８まで';
    expect(findPersonalInfo(text)).toEqual([{ kind: 'phone', start: 4, end: 17, text: '０９０－１２３４－５６７８' }]);
  });

  it('leaves out the public 窓口 numbers it is given, compared by their digits', () => {
    const text = 'よりそいホットライン0120-279-338、または事業所０３－１２３４－５６７８へ。';
    const allowed = ['０１２０２７９３３８'];
    expect(findPersonalInfo(text, { allowed }).map((m) => m.text)).toEqual(['０３－１２３４－５６７８']);
    expect(findPersonalInfo(text).map((m) => m.text)).toEqual(['0120-279-338', '０３－１２３４－５６７８']);
    expect(findPersonalInfo('+81 120-279-338', { allowed: ['0120-279-338'] })).toEqual([]);
  });

  it('finds nothing in an empty text', () => {
    expect(findPersonalInfo('')).toEqual([]);
  });
});

describe('maskPersonalInfo', () => {
  it('replaces each finding with ＊ of the same length and keeps the rest', () => {
    const text = '電話03-1234-5678、メールa@example.jpです';
    const masked = maskPersonalInfo(text, findPersonalInfo(text));
    expect(masked).toBe('電話＊＊＊＊＊＊＊＊＊＊＊＊、メール＊＊＊＊＊＊＊＊＊＊＊＊です');
    expect(masked).toHaveLength(text.length);
  });

  it('returns the text as it is when nothing was found', () => {
    expect(maskPersonalInfo('障害年金2級', [])).toBe('障害年金2級');
  });
});

describe('isValidMyNumber', () => {
  // The check digit computed as the law sets it, to make valid numbers independently of the code.
  const withCheckDigit = (eleven: string) => {
    let sum = 0;
    for (let n = 1; n <= 11; n++) sum += Number(eleven[11 - n]) * (n <= 6 ? n + 1 : n - 5);
    const remainder = sum % 11;
    return `${eleven}${remainder <= 1 ? 0 : 11 - remainder}`;
  };

  it.each(['12345678901', '98765432109', '01234567890', '55554444333', '31415926535', '20240401123'])(
    'accepts %s with its check digit and refuses every other last digit',
    (eleven) => {
      const valid = withCheckDigit(eleven);
      expect(isValidMyNumber(valid)).toBe(true);
      for (let d = 0; d <= 9; d++) if (`${eleven}${d}` !== valid) expect(isValidMyNumber(`${eleven}${d}`)).toBe(false);
    },
  );

  it('takes groups of four and full-width digits, and refuses other lengths and letters', () => {
    expect(isValidMyNumber('1234 5678 9018')).toBe(true);
    expect(isValidMyNumber('1234-5678-9018')).toBe(true);
    expect(isValidMyNumber('１２３４５６７８９０１８')).toBe(true);
    expect(isValidMyNumber('12345678901')).toBe(false);
    expect(isValidMyNumber('1234567890180')).toBe(false);
    expect(isValidMyNumber('12345678901a')).toBe(false);
  });
});

it('labels every kind in Japanese', () => {
  expect(PERSONAL_INFO_LABELS).toEqual({
    phone: '電話番号',
    email: 'メールアドレス',
    postal_code: '郵便番号',
    address: '住所',
    my_number: 'マイナンバー',
  });
});

describe('normalizeText and findNormalized', () => {
  it('folds width, katakana to hiragana, Latin case and spaces', () => {
    expect(normalizeText('ｼﾈ')).toBe('しね');
    expect(normalizeText('シネ')).toBe('しね');
    expect(normalizeText('死 に　た い')).toBe('死にたい');
    expect(normalizeText('ＡＢＣ Ｄｅｆ')).toBe('abcdef');
    expect(normalizeText('ｶﾞｲｼﾞ')).toBe('がいじ');
  });

  it('finds a watched word written in any of those ways, each word once', () => {
    const words = ['シネ', '死にたい', 'spam'];
    expect(findNormalized('もう ｼﾈ って言われた', words)).toEqual(['シネ']);
    expect(findNormalized('しね、しね', words)).toEqual(['シネ']);
    expect(findNormalized('死 に た い', words)).toEqual(['死にたい']);
    expect(findNormalized('ＳＰＡＭです', words)).toEqual(['spam']);
    expect(findNormalized('障害年金の相談です', words)).toEqual([]);
    expect(findNormalized('なんでも', ['', ' '])).toEqual([]);
  });
});
