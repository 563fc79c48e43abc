// Links to each part of the expert area, and to the member area every expert also has.
import { pagePath } from '@hiroba/shared-ui';
import { MenuCards } from '@hiroba/shared-ui/signed-in';

const ITEMS = [
  { to: pagePath('expert-edit-info'), label: '専門家プロフィール', hint: '名前、肩書き、紹介文、資格を確かめられます。' },
  { to: pagePath('my-expert-question'), label: 'あなたあての質問', hint: 'あなたを指名して投稿された質問の一覧です。' },
  { to: pagePath('my-expert-comment'), label: 'あなたの回答', hint: '専門家として書いた回答の一覧です。' },
  { to: pagePath('question-type', { type: '未回答' }), label: '回答を待っている質問', hint: 'まだ回答のない質問を探せます。' },
  { to: pagePath('notifications'), label: 'お知らせ', hint: 'あなたあての質問や回答への返信などのお知らせです。メールの受け取り方も設定できます。' },
  { to: pagePath('my-page'), label: 'マイページ', hint: 'ニックネームや画像の変更、退会はこちらです。' },
];

export function ExpertMenu() {
  return <MenuCards items={ITEMS} />;
}
