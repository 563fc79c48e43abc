import { PageHeader, Prose, Stack, usePageTrail, TOP_CRUMB } from '@hiroba/shared-ui';
import { ExpertApplication } from '../components/expert-application';

const TITLE = '専門家として参加しませんか';

/** /become-an-expert: who can be an expert, what they do, how review works, and the application. */
export default function BecomeAnExpertPage() {
  usePageTrail('専門家の登録について', [TOP_CRUMB]);
  return (
    <Stack gap="xl">
      <div>
        <PageHeader title={TITLE} lead="資格と経験を生かして、障害のある方やご家族、支援者の質問に答えてください。" />
        <Prose>
          <h2>専門家になれる方</h2>
          <p>次のような資格をお持ちで、障害福祉に関わる仕事の経験がある方です。</p>
          <ul>
            <li>社会福祉士</li>
            <li>精神保健福祉士</li>
            <li>介護福祉士</li>
            <li>相談支援専門員</li>
            <li>医師</li>
            <li>弁護士</li>
            <li>このほか、公認心理師、作業療法士、理学療法士、言語聴覚士、保育士、社会保険労務士など</li>
          </ul>

          <h2>専門家にしていただくこと</h2>
          <ul>
            <li>Q&Aの質問に、専門家として回答します。あなたを指名した質問が届くこともあります。</li>
            <li>回答には「専門家の回答」の印がつき、専門家の一覧とプロフィールのページに名前と資格が表示されます。</li>
            <li>回答は一般的な情報の提供です。診断や法律相談のような個別の判断はせず、必要なときは相談先をご案内ください。</li>
          </ul>

          <h2>申し込みから参加までの流れ</h2>
          <ol>
            <li>会員としてログインし、このページの下のフォームで申し込みます。お名前、肩書き、資格、回答できる分野、紹介文と、資格を運営者が確かめる方法を書いてください。</li>
            <li>運営者が内容と資格を確かめます。そのあいだも、このページで申し込みの状況を見て、内容を直せます。</li>
            <li>承認されると、専門家として回答できるようになり、専門家の一覧に載ります。結果は、承認できなかった場合も理由を添えてメールでお知らせします。</li>
            <li>承認のあとも、利用規約に反する回答があったときは、理由をお知らせしたうえで専門家としての活動を止めることがあります。</li>
          </ol>
          <p>有料会員の方が承認されると、その月の終わりで有料会員の自動更新が止まります（専門家は料金がかかりません）。</p>
        </Prose>
      </div>
      <ExpertApplication />
    </Stack>
  );
}
