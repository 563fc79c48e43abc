import { ButtonLink, Group, PageHeader, Prose, pagePath, usePageTrail, TOP_CRUMB } from '@hiroba/shared-ui';

const TITLE = '専門家として参加しませんか';

// Applications go through the contact form (kind preselected) until an application call exists.
export default function BecomeAnExpertPage() {
  usePageTrail('専門家の登録について', [TOP_CRUMB]);
  return (
    <>
      <PageHeader title={TITLE} lead="資格と経験を生かして、障害のある方やご家族、支援者の質問に答えてください。" />
      <Prose>
        <h2>専門家になれる方</h2>
        <p>次のような資格をお持ちで、障害福祉に関わる仕事の経験がある方です。</p>
        <ul>
          <li>社会福祉士</li>
          <li>精神保健福祉士</li>
          <li>介護福祉士</li>
          <li>医師</li>
          <li>弁護士</li>
          <li>このほか、公認心理師、作業療法士、理学療法士、言語聴覚士、保育士、相談支援専門員、社会保険労務士など</li>
        </ul>

        <h2>専門家にしていただくこと</h2>
        <ul>
          <li>Q&Aの質問に、専門家として回答します。あなたを指名した質問が届くこともあります。</li>
          <li>回答には「専門家の回答」の印がつき、専門家の一覧とプロフィールのページに名前と資格が表示されます。</li>
          <li>回答は一般的な情報の提供です。診断や法律相談のような個別の判断はせず、必要なときは相談先をご案内ください。</li>
        </ul>

        <h2>申し込みから参加までの流れ</h2>
        <ol>
          <li>下のボタンからお問い合わせフォームを開き、お名前、メールアドレス、お持ちの資格、これまでの経験を書いて送ってください。</li>
          <li>運営者が内容を確かめ、資格を証明する書類の確認をお願いするメールを送ります。</li>
          <li>確認ができたら、専門家として承認し、専門家のページを使えるようにします。結果は、承認できなかった場合も含めてメールでお知らせします。</li>
          <li>承認のあとも、利用規約に反する回答があったときは、専門家としての活動を止めることがあります。</li>
        </ol>
      </Prose>
      <Group mt="xl">
        <ButtonLink to={pagePath('contact', {}, { type: 'expert' })} size="md">
          専門家の登録を申し込む
        </ButtonLink>
      </Group>
    </>
  );
}
