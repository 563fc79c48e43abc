// The admin sections as the dashboard describes them; the side navigation lists the same places.
import { pagePath } from '@hiroba/shared-ui';
export interface AdminSection {
  to: string;
  label: string;
  description: string;
}

export const ADMIN_SECTIONS: AdminSection[] = [
  // The safety area first (docs/moderation.md): what members reported and what the filters caught.
  {
    to: pagePath('admin-reports'),
    label: '通報・確認',
    description: '通報された投稿や、確認が必要な言葉・心配な言葉を含む投稿を確かめ、対応を決めます。',
  },
  { to: pagePath('admin-watched-words'), label: '確認する言葉', description: '投稿を止める・承認待ちにする・確認に回す言葉と、相談窓口を表示する心配な言葉を決めます。' },
  {
    to: pagePath('admin-search-words'),
    label: '検索の言いかえ',
    description: '同じものをさす言葉（略称・地域の呼び名・古い名前）をまとめ、見つからなかった検索を確かめます。',
  },
  { to: pagePath('admin-help-lines'), label: '相談窓口', description: '心配な投稿のときに表示する相談窓口の電話番号と受付時間を、確認した日とともに保ちます。' },
  { to: pagePath('admin-categories'), label: 'カテゴリー', description: 'コラムを分ける分類を作り、公開・下書きを切り替えます。' },
  {
    to: pagePath('admin-supporters'),
    label: 'クラウドファンディング支援者',
    description: '「ご支援くださった方々」のページに載せるお名前を加え、並び順と掲載を決めます。',
  },
  { to: pagePath('admin-columns', {}, { status: 'all' }), label: 'コラム', description: 'コラムを書き、公開・公開予約・下書きを切り替えます。' },
  { to: pagePath('admin-experts'), label: '専門家', description: '専門家の一覧と、申し込みの状態を確かめます。' },
  { to: pagePath('admin-tags'), label: 'タグ', description: '質問とコラムに付けるタグを作り、公開・下書きを切り替えます。' },
  { to: pagePath('admin-users'), label: 'ユーザー', description: '会員を探し、役割や有料会員の状態を確かめます。' },
  { to: pagePath('admin-audit'), label: '操作の記録', description: '管理者が行った変更を、操作・対象・期間で絞り込んで確かめます。' },
];
