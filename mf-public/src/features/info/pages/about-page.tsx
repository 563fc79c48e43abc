import { Anchor, PageHeader, Prose, RouterAnchor, useRuntimeConfig, pagePath, usePageTrail, TOP_CRUMB } from '@hiroba/shared-ui';

const TITLE = '障害福祉Q&Aひろばについて';

export default function AboutPage() {
  usePageTrail(TITLE, [TOP_CRUMB], 'このサイトについて');
  const operator = useRuntimeConfig((config) => config.operator);
  return (
    <>
      <PageHeader title={TITLE} lead="障害のある方、ご家族、支援に関わる方が、困りごとを質問し、経験や知識を分かち合う場所です。" />
      <Prose>
        <h2>どんなサイトですか</h2>
        <p>
          障害福祉の制度やサービス、暮らし、仕事、子育て、介護などについて、質問と回答を読み書きできるサイトです。社会福祉士や精神保健福祉士などの資格をもつ専門家も回答します。専門家や運営者が書くコラムでは、制度の使い方や暮らしの工夫を紹介します。
        </p>

        <h2>大切にしていること</h2>
        <ul>
          <li>だれでも使えること：スクリーンリーダー、画面の拡大、キーボードだけの操作、スマートフォンで使えるように作っています。画面の上のメニューで、文字の大きさと配色を変えられます。</li>
          <li>安心して書けること：ニックネームで投稿でき、個人が特定される情報は載せないルールにしています。障害や病気の情報は、ご本人の同意なく集めません。</li>
          <li>確かな情報：専門家は資格を確認したうえで登録しています。ただし、回答は一般的な情報です。大切な決定は、主治医や市区町村の窓口などにご相談ください。</li>
        </ul>

        <h2>使い方</h2>
        <ol>
          <li>
            <RouterAnchor to={pagePath('question-list')}>Q&A</RouterAnchor>や<RouterAnchor to={pagePath('column-list')}>コラム</RouterAnchor>は、登録しなくても読めます。
          </li>
          <li>
            <RouterAnchor to={pagePath('free-member-register')}>無料会員</RouterAnchor>になると、いいね、お気に入り、コメントができます。
          </li>
          <li>
            <RouterAnchor to={pagePath('sign-up-intro')}>有料会員</RouterAnchor>になると、自分の質問を投稿できます。
          </li>
        </ol>

        <h2>運営者</h2>
        <p>
          このサイトは {operator.name} が運営しています。
          {operator.companyUrl && (
            <>
              {' '}
              <Anchor href={operator.companyUrl} target="_blank" rel="noopener noreferrer">
                運営者のウェブサイト（新しいタブで開きます）
              </Anchor>
            </>
          )}
        </p>
        <p>
          ご意見やご質問は<RouterAnchor to={pagePath('contact')}>お問い合わせ</RouterAnchor>からお寄せください。専門家として参加したい方は
          <RouterAnchor to={pagePath('become-an-expert')}>専門家の登録について</RouterAnchor>をご覧ください。
        </p>
      </Prose>
    </>
  );
}
