// The demo Q&A corner's text: realistic questions of people with disabilities, families and support
// workers, with answers by the demo experts and members. Who is who: see DEMO_QA_MEMBERS.
export type DemoAuthor = 'paid' | 'free' | 'expert' | 'expert2' | 'aozora' | 'komorebi' | 'tanpopo' | 'yuzu';

export interface DemoAnswer {
  by: DemoAuthor;
  body: string;
  replies?: Array<{ by: DemoAuthor; body: string }>;
}
export interface DemoQuestion {
  title: string;
  body: string;
  category: string;
  tags: string[];
  by: 'paid' | 'komorebi' | 'yuzu';
  /** Addressed to one of the demo experts. */
  to?: 'expert' | 'expert2';
  daysAgo: number;
  answers?: DemoAnswer[];
  likes?: DemoAuthor[];
  favorites?: DemoAuthor[];
}

export const DEMO_QA_MEMBERS = [
  { key: 'aozora', email: 'demo-member1@example.jp', role: 'free_member', nickname: 'あおぞら' },
  { key: 'komorebi', email: 'demo-member2@example.jp', role: 'paid_member', nickname: 'こもれび' },
  { key: 'tanpopo', email: 'demo-member3@example.jp', role: 'free_member', nickname: 'たんぽぽ' },
  { key: 'yuzu', email: 'demo-member4@example.jp', role: 'paid_member', nickname: 'ゆずママ' },
  { key: 'expert2', email: 'demo-expert2@example.jp', role: 'expert', nickname: '佐藤 健一' },
] as const;

export const DEMO_EXPERT2 = {
  name: '佐藤 健一',
  title: '精神保健福祉士',
  profile:
    '精神科病院の相談室と地域活動支援センターで12年間働いてきました。精神障害のある方の退院後の暮らし、就労、障害年金、家族の方の悩みについてお答えします。',
  qualifications: '精神保健福祉士、公認心理師',
};

/** たんぽぽ has applied to be an expert: the admin console opens with one application to review. */
export const DEMO_APPLICATION = {
  key: 'tanpopo',
  name: '田中 みどり',
  title: '相談支援専門員',
  qualifications: '相談支援専門員、介護福祉士',
  fields: '障害福祉サービスの利用計画、グループホーム探し、家族の相談',
  profile: '相談支援事業所で8年、サービス等利用計画をつくる仕事をしています。',
  qualification_check: '相談支援従事者研修の修了証の写しをメールでお送りします。',
} as const;

export const DEMO_QUESTIONS: DemoQuestion[] = [
  {
    title: '就労移行支援の利用期間は延長できますか',
    body: '就労移行支援事業所に通って1年半になります。原則2年と聞きましたが、まだ就職先が決まっていません。延長はできるのでしょうか。手続きも教えてください。',
    category: '就労支援', tags: ['就労', '福祉'], by: 'paid', to: 'expert', daysAgo: 1,
    answers: [
      { by: 'expert', body: '市区町村が必要と認めた場合、最大1年まで延長できることがあります。事業所の支援員と相談し、これまでの訓練内容と延長が必要な理由をまとめて、市区町村の障害福祉の窓口に申請してください。', replies: [{ by: 'paid', body: 'ありがとうございます。来週、支援員さんと相談してみます。' }] },
      { by: 'aozora', body: '私も延長してもらいました。面談で今後の見通しを具体的に話したのがよかったようです。' },
    ],
    likes: ['free', 'aozora', 'komorebi', 'tanpopo'], favorites: ['aozora', 'yuzu'],
  },
  {
    title: '障害年金の更新の書類はいつ届きますか',
    body: '障害基礎年金2級を受給しています。次の更新が今年なのですが、診断書の用紙はいつごろ届くのでしょうか。主治医に早めにお願いしたいと思っています。',
    category: '障害年金', tags: ['年金'], by: 'komorebi', to: 'expert2', daysAgo: 2,
    answers: [{ by: 'expert2', body: '障害状態確認届（診断書）は、提出期限の月の3か月前の月末ごろに日本年金機構から届きます。届いたら早めに主治医に依頼し、日常生活の様子をメモにして渡すと伝わりやすいです。' }],
    likes: ['paid', 'tanpopo', 'yuzu'], favorites: ['tanpopo'],
  },
  {
    title: '手話通訳者の派遣はどこに頼めばいいですか',
    body: '来月、子どもの学校の面談があります。手話通訳をお願いしたいのですが、どこに申し込めばよいかわかりません。費用もかかりますか。',
    category: '制度・手続き', tags: ['手話', '聴覚障害'], by: 'paid', daysAgo: 3,
    answers: [
      { by: 'expert', body: '多くの市区町村では意思疎通支援事業として、手話通訳者を無料で派遣しています。市区町村の障害福祉の窓口か、聴覚障害者情報提供施設に、日時と場所を伝えて申し込んでください。2週間前までの申込みが目安です。' },
      { by: 'tanpopo', body: 'うちの市ではFAXとメールでも申し込めました。' },
    ],
    likes: ['free', 'tanpopo'],
  },
  {
    title: 'グループホームの見学で確かめることは',
    body: '息子（知的障害、20代）がグループホームへの入居を考えています。見学に行くときに、どんなところを見て、何を聞いておけばよいでしょうか。',
    category: '暮らし・住まい', tags: ['グループホーム', '福祉'], by: 'yuzu', daysAgo: 4,
    answers: [
      { by: 'expert', body: '夜間の支援体制（夜勤か宿直か）、日中活動との送迎、食事の内容、お金の管理の方法、個室の広さと鍵、体調を崩したときの対応を確かめるとよいです。できれば体験入居をしてから決めることをおすすめします。' },
      { by: 'komorebi', body: '入居している方の表情や、職員さんの声かけの様子も大事だと思います。', replies: [{ by: 'yuzu', body: 'なるほど、雰囲気も見てきます。' }] },
    ],
    likes: ['paid', 'free', 'komorebi'], favorites: ['paid', 'free'],
  },
  {
    title: '放課後等デイサービスの選び方を教えてください',
    body: '小学2年生の娘に発達障害の診断が出ました。放課後等デイサービスを探していますが、事業所がたくさんあって選び方がわかりません。',
    category: '子ども・発達', tags: ['放課後等デイサービス', '発達障害'], by: 'yuzu', daysAgo: 5,
    answers: [{ by: 'aozora', body: '療育に力を入れているところ、運動が中心のところ、学習支援が中心のところなど特色がさまざまです。相談支援専門員さんに相談すると、お子さんに合いそうな事業所を紹介してもらえました。' }],
    likes: ['tanpopo'],
  },
  {
    title: '車いすで乗れるタクシーの予約方法',
    body: '電動車いすを使っています。通院のために車いすのまま乗れるタクシーを使いたいのですが、予約の方法や料金の目安を知りたいです。',
    category: '医療・リハビリ', tags: ['車いす'], by: 'paid', daysAgo: 6,
    answers: [{ by: 'expert', body: 'UDタクシーや福祉タクシーは、各タクシー会社や福祉タクシーの事業者に電話やアプリで予約できます。電動車いすは大きさと重さで乗れない車両があるので、予約時に伝えてください。市区町村によっては福祉タクシー券の助成があります。' }],
    likes: ['aozora', 'komorebi'], favorites: ['komorebi'],
  },
  {
    title: '精神障害者保健福祉手帳の等級の違い',
    body: '手帳の申請を考えています。1級から3級まであるそうですが、等級によって受けられるサービスはどのくらい違いますか。',
    category: '制度・手続き', tags: ['精神障害'], by: 'komorebi', to: 'expert2', daysAgo: 7,
    answers: [{ by: 'expert2', body: '税金の控除、公共料金の割引、交通機関の運賃割引などは等級で内容が変わります。自治体独自のサービスも多いので、お住まいの市区町村の障害福祉のしおりを見てみてください。' }],
    likes: ['paid'],
  },
  {
    title: '障害者雇用で働くときの配慮のお願いの仕方',
    body: '障害者雇用枠で内定をもらいました。うつ病があり、通院のための休みや業務量の調整をお願いしたいのですが、どのように伝えればよいでしょうか。',
    category: '就労支援', tags: ['就労', '精神障害'], by: 'komorebi', daysAgo: 8,
    answers: [
      { by: 'expert2', body: '「できること」「配慮があればできること」「難しいこと」を一枚にまとめて、人事の担当者と面談で伝えると具体的に話が進みます。通院の頻度や、調子が悪いときのサインも書いておくと役立ちます。' },
      { by: 'tanpopo', body: '私は就労支援の支援員さんに面談に同席してもらいました。' },
    ],
    likes: ['aozora', 'paid', 'yuzu'], favorites: ['aozora'],
  },
  {
    title: '自立支援医療の更新を忘れていました',
    body: '自立支援医療（精神通院）の有効期限が先月で切れていました。今から更新できますか。その間の医療費はどうなりますか。',
    category: '医療・リハビリ', tags: ['精神障害', '福祉'], by: 'paid', to: 'expert2', daysAgo: 9,
    answers: [{ by: 'expert2', body: '期限が切れた場合は更新ではなく新規の申請になります。申請した日からの適用になることが多いので、できるだけ早く市区町村の窓口で手続きしてください。切れていた間の自己負担は原則3割です。' }],
  },
  {
    title: '視覚障害があってもスマホで使える家計簿アプリ',
    body: '全盲でスクリーンリーダーを使っています。読み上げに対応した家計簿アプリがあれば教えてください。',
    category: '暮らし・住まい', tags: ['視覚障害'], by: 'yuzu', daysAgo: 10,
    answers: [{ by: 'aozora', body: '私はボタンにラベルがついているアプリを選んでいます。レビューに「VoiceOverで使える」と書いてあるものが目安になります。' }],
    likes: ['free'],
  },
  {
    title: '居宅介護の時間数を増やしてもらうには',
    body: '母（身体障害1級）の居宅介護を使っています。最近できないことが増えてきて、今の時間数では足りません。どうすれば増やしてもらえますか。',
    category: '障害福祉サービス', tags: ['介護', '相談支援'], by: 'paid', to: 'expert', daysAgo: 11,
    answers: [{ by: 'expert', body: '相談支援専門員にサービス等利用計画の見直しをお願いし、市区町村に支給量の変更を申請します。1日の生活の流れと、どの場面で介助が必要かを記録しておくと、必要な時間数が伝わりやすくなります。' }],
    likes: ['komorebi', 'yuzu'], favorites: ['yuzu'],
  },
  {
    title: '短期入所（ショートステイ）の空きが見つかりません',
    body: '家族の入院で、1週間ほど短期入所を使いたいのですが、どこも満床です。ほかに方法はありますか。',
    category: '障害福祉サービス', tags: ['介護', '福祉'], by: 'yuzu', daysAgo: 12,
    answers: [{ by: 'expert', body: '緊急の場合は、基幹相談支援センターや市区町村に相談すると、緊急時の受け入れ先を調整してもらえることがあります。日中は生活介護、夜間は居宅介護を組み合わせる方法もあります。' }],
    likes: ['paid', 'tanpopo'],
  },
  {
    title: '発達障害の大人の診断はどこで受けられますか',
    body: '30代です。仕事でミスが続き、発達障害かもしれないと思っています。大人でも診断を受けられる病院の探し方を教えてください。',
    category: '医療・リハビリ', tags: ['発達障害'], by: 'komorebi', daysAgo: 13,
    answers: [{ by: 'expert2', body: '都道府県の発達障害者支援センターに相談すると、大人の診断ができる医療機関を教えてもらえます。予約が数か月先になることも多いので、早めに問い合わせてください。' }],
    likes: ['aozora', 'tanpopo', 'free'],
  },
  {
    title: '就労継続支援A型とB型の違い',
    body: 'A型とB型の違いがよくわかりません。雇用契約や工賃の違い、どちらが自分に向いているかの考え方を教えてください。',
    category: '就労支援', tags: ['就労'], by: 'paid', daysAgo: 14,
    answers: [
      { by: 'expert', body: 'A型は事業所と雇用契約を結び、最低賃金以上の給料が出ます。B型は雇用契約がなく、体調に合わせて通いやすい一方、工賃は少なめです。週に何日、何時間働けそうかが選ぶときの目安になります。' },
      { by: 'free', body: '私はB型から始めて、体力がついてからA型に移りました。' },
    ],
    likes: ['komorebi', 'aozora', 'yuzu', 'tanpopo'], favorites: ['free', 'tanpopo'],
  },
  {
    title: '障害年金の初診日の証明が取れません',
    body: '初診の病院がもう閉院していて、受診状況等証明書が取れません。障害年金の申請はあきらめるしかないのでしょうか。',
    category: '障害年金', tags: ['年金'], by: 'yuzu', to: 'expert2', daysAgo: 15,
    answers: [{ by: 'expert2', body: 'あきらめなくて大丈夫です。「受診状況等証明書が添付できない申立書」に、診察券、お薬手帳、健康診断の記録など初診日を示す資料を添えて申請できます。年金事務所で相談してください。' }],
    likes: ['paid', 'komorebi'], favorites: ['komorebi'],
  },
  {
    title: '補聴器の購入に補助はありますか',
    body: '聴覚障害で身体障害者手帳を持っています。補聴器を買い替えたいのですが、補助が使えると聞きました。',
    category: '制度・手続き', tags: ['聴覚障害', '福祉'], by: 'komorebi', daysAgo: 16,
    answers: [{ by: 'expert', body: '補装具費の支給制度で、基準の範囲内なら原則1割負担で購入できます。購入前に市区町村へ申請が必要で、判定を受けてから業者と契約します。先に買ってしまうと対象外になるので注意してください。' }],
  },
  {
    title: '相談支援専門員を変えたいときは',
    body: '今の相談支援専門員さんとうまく話ができません。担当を変えてもらうことはできますか。',
    category: '障害福祉サービス', tags: ['相談支援'], by: 'paid', daysAgo: 17,
    answers: [{ by: 'tanpopo', body: '私は事業所ごと変えました。市区町村の窓口でほかの相談支援事業所の一覧をもらえます。' }],
    likes: ['yuzu'],
  },
  {
    title: '特別支援学校の高等部卒業後の進路',
    body: '娘が来年、特別支援学校の高等部を卒業します。生活介護と就労継続支援B型で迷っています。皆さんはどうやって決めましたか。',
    category: '子ども・発達', tags: ['福祉', '就労'], by: 'yuzu', daysAgo: 18,
    answers: [
      { by: 'komorebi', body: '実習で両方を体験して、本人が「また行きたい」と言った方にしました。' },
      { by: 'expert', body: '在学中の実習の評価と本人の希望をもとに、学校の進路担当と相談支援専門員が一緒に考えてくれます。B型の利用には就労アセスメントが必要な場合があるので、早めに確認してください。' },
    ],
    likes: ['paid', 'aozora'], favorites: ['paid'],
  },
  {
    title: 'ヘルパーさんに頼めることと頼めないこと',
    body: '一人暮らしで居宅介護を使っています。ペットの世話や大掃除は頼めないと言われました。どこまでが頼める範囲ですか。',
    category: '障害福祉サービス', tags: ['介護'], by: 'komorebi', daysAgo: 19,
    answers: [{ by: 'expert', body: '本人の日常生活に必要な家事や身体介護が対象です。ペットの世話、来客の対応、日常の範囲を超える大掃除などは対象外です。対象外のことは自費サービスやボランティアを組み合わせる方法があります。' }],
    likes: ['tanpopo', 'free'],
  },
  {
    title: '精神科に入院中の家族の退院後が心配です',
    body: '統合失調症の兄が来月退院します。実家で一緒に暮らす予定ですが、家族だけで支えられるか不安です。使えるサービスはありますか。',
    category: '障害福祉サービス', tags: ['精神障害', '相談支援'], by: 'paid', to: 'expert2', daysAgo: 20,
    answers: [{ by: 'expert2', body: '退院前に病院の精神保健福祉士と、地域移行支援・地域定着支援、訪問看護、デイケア、居宅介護などを組み合わせた計画を立てられます。家族会につながると、同じ立場の方の話も聞けます。', replies: [{ by: 'paid', body: '病院の相談室に連絡してみます。心強いです。' }] }],
    likes: ['yuzu', 'komorebi', 'aozora'], favorites: ['yuzu'],
  },
  {
    title: '移動支援は通勤に使えますか',
    body: '通勤の付き添いに移動支援を使いたいと思っています。仕事のための外出でも使えますか。',
    category: '障害福祉サービス', tags: ['福祉', '就労'], by: 'yuzu', daysAgo: 21,
  },
  {
    title: '障害者手帳の写真を変えたい',
    body: '手帳の写真が10年前のもので、窓口で本人確認に時間がかかります。写真だけを変えることはできますか。',
    category: '制度・手続き', tags: ['福祉'], by: 'komorebi', daysAgo: 22,
    answers: [{ by: 'aozora', body: '市役所で再交付の手続きをしたら、写真を新しくできました。手数料はかかりませんでした。' }],
  },
  {
    title: '弱視の子どもの学習用タブレット',
    body: '弱視の小学生です。学校でタブレットを使うときに、文字を大きくしたり色を反転したりする設定はありますか。',
    category: '子ども・発達', tags: ['視覚障害'], by: 'paid', daysAgo: 23,
    answers: [{ by: 'free', body: 'アクセシビリティの設定で拡大、文字サイズ、色の反転ができます。学校の先生と一緒に設定しておくと安心です。' }],
    likes: ['yuzu'],
  },
  {
    title: '年金と就労収入の関係',
    body: '障害厚生年金3級を受け取っています。パートで働き始めると、年金は止められてしまいますか。',
    category: '障害年金', tags: ['年金', '就労'], by: 'komorebi', to: 'expert2', daysAgo: 24,
  },
  {
    title: '計画相談を自分で作るセルフプランとは',
    body: '近くに相談支援事業所の空きがなく、セルフプランをすすめられました。自分で作るのは難しくないですか。',
    category: '障害福祉サービス', tags: ['相談支援'], by: 'yuzu', daysAgo: 25,
    answers: [{ by: 'expert', body: '市区町村の様式に、希望する暮らし、使いたいサービスと量、その理由を書きます。わからないところは窓口で聞きながら書いて大丈夫です。' }],
  },
  {
    title: '聴覚障害があっても電話リレーサービスは使えますか',
    body: '病院の予約を電話でしか受け付けてもらえません。電話リレーサービスの使い方を教えてください。',
    category: '制度・手続き', tags: ['聴覚障害', '手話'], by: 'paid', daysAgo: 26,
    answers: [{ by: 'tanpopo', body: '利用登録をすると、手話や文字で通訳オペレーターを通して電話をかけられます。24時間使えて便利です。' }],
    likes: ['komorebi'],
  },
  {
    title: '日中一時支援と短期入所の違い',
    body: '仕事の日に子どもを預けたいのですが、日中一時支援と短期入所の違いがわかりません。',
    category: '障害福祉サービス', tags: ['福祉'], by: 'yuzu', daysAgo: 27,
  },
  {
    title: '就職活動で障害を開示するか迷っています',
    body: 'ADHDがあります。一般枠で応募するか、開示して障害者雇用で応募するか迷っています。皆さんの経験を聞かせてください。',
    category: '就労支援', tags: ['発達障害', '就労'], by: 'komorebi', daysAgo: 28,
    answers: [
      { by: 'aozora', body: '私は開示して働いています。苦手なことを最初から伝えられて、気持ちが楽になりました。' },
      { by: 'free', body: '一般枠で働いていますが、信頼できる上司にだけ伝えています。' },
    ],
    likes: ['paid', 'tanpopo', 'yuzu'], favorites: ['tanpopo'],
  },
  {
    title: 'バリアフリーの賃貸物件の探し方',
    body: '車いすで暮らせる賃貸を探しています。段差のない物件を効率よく探す方法はありますか。',
    category: '暮らし・住まい', tags: ['車いす'], by: 'paid', daysAgo: 29,
  },
  {
    title: '重度訪問介護を使える条件',
    body: 'ALSの父が在宅での生活を希望しています。重度訪問介護はどのような条件で使えますか。',
    category: '障害福祉サービス', tags: ['介護', '福祉'], by: 'yuzu', to: 'expert', daysAgo: 30,
  },
];
