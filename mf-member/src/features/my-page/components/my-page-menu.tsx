// Links to each part of the member area; what is offered follows what the server says the member may
// do (質問する) and, for presentation, the role (専門家ページ).
import type { User } from '@hiroba/api-client';
import { pagePath } from '@hiroba/shared-ui';
import { MenuCards, type MenuCard } from '@hiroba/shared-ui/signed-in';

export function menuItemsFor(user: Pick<User, 'role' | 'capabilities'>): MenuCard[] {
  const items: MenuCard[] = [
    { to: pagePath('notifications'), label: 'お知らせ', hint: '回答や返信などのお知らせの一覧です。メールの受け取り方も設定できます。' },
    { to: pagePath('member-edit-info'), label: 'プロフィールの変更', hint: 'ニックネームと画像、メールアドレスとパスワードを変えられます。退会もここから行えます。' },
    { to: pagePath('favorite-list'), label: 'お気に入り', hint: 'お気に入りに入れた質問とコラムの一覧です。' },
    { to: pagePath('my-question'), label: '自分の質問', hint: 'これまでに投稿した質問の一覧です。' },
    { to: pagePath('my-answer'), label: '自分の回答', hint: 'これまでに書いた回答やコメントの一覧です。' },
  ];
  if (user.capabilities.can_post_questions) items.push({ to: pagePath('post-question'), label: '質問する', hint: '新しい質問を投稿します。' });
  items.push({ to: pagePath('payment-info'), label: 'お支払い情報', hint: '会員の種類、料金、解約の方法を確かめられます。' });
  if (user.role === 'expert') items.push({ to: pagePath('expert-home'), label: '専門家ページ', hint: '専門家としての情報と回答の一覧です。' });
  return items;
}

export function MyPageMenu({ user }: { user: Pick<User, 'role' | 'capabilities'> }) {
  return <MenuCards items={menuItemsFor(user)} />;
}
