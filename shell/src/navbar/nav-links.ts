// Every link of the navigation (docs/product.md#menu-links), grouped for the menu. Role-specific entries
// (my-page, my-page-expert, admin, login) are shown only to those they lead somewhere for.
import type { Category, Role } from '@hiroba/api-client';
import { pagePath } from '@hiroba/shared-ui';

export interface NavLinkItem {
  label: string;
  to: string;
}
export interface NavGroup {
  title: string;
  links: NavLinkItem[];
}

/** The few links always visible in the header on wide screens. */
export const MAIN_LINKS: NavLinkItem[] = [
  { label: 'トップ', to: pagePath('top') },
  { label: '質問と回答', to: pagePath('question-list') },
  { label: 'コラム', to: pagePath('column-list') },
  { label: '専門家一覧', to: pagePath('expert-list') },
];

export const QA_TYPES = ['専門家', '一般', '未回答'] as const;

export const LEGAL_LINKS: NavLinkItem[] = [
  { label: '利用規約', to: pagePath('terms-of-service') },
  { label: '特定商取引法に基づく表記', to: pagePath('specific-trade-law') },
  { label: 'プライバシーポリシー', to: pagePath('privacy-policy') },
];

function accountLinks(role: Role | undefined): NavLinkItem[] {
  if (!role) return [{ label: 'ログイン', to: pagePath('login') }, { label: '会員登録のご案内', to: pagePath('sign-up-intro') }];
  const links: NavLinkItem[] = [];
  if (role === 'free_member') links.push({ label: '有料会員登録のご案内', to: pagePath('sign-up-intro') });
  if (role !== 'admin') links.push({ label: 'マイページ', to: pagePath('my-page') });
  if (role === 'expert') links.push({ label: '専門家ページ', to: pagePath('expert-home') });
  if (role === 'admin') links.push({ label: '管理者ページ', to: pagePath('admin-dashboard') });
  return links;
}

export function menuGroups(role: Role | undefined, categories: Category[]): NavGroup[] {
  return [
    {
      title: '質問と回答',
      links: [
        { label: '質問と回答の一覧', to: pagePath('question-list') },
        ...QA_TYPES.map((type) => ({ label: `${type}の質問`, to: pagePath('question-type', { type }) })),
      ],
    },
    {
      title: 'コラム',
      links: [
        { label: 'コラムの一覧', to: pagePath('column-list') },
        ...categories.map((c) => ({ label: c.title, to: pagePath('column-category', { category: c.title }) })),
      ],
    },
    {
      title: 'ひろばについて',
      links: [
        { label: 'トップ', to: pagePath('top') },
        { label: '障害福祉Q&Aひろばについて', to: pagePath('about') },
        { label: '専門家一覧', to: pagePath('expert-list') },
        { label: 'クラウドファンディング支援者一覧', to: pagePath('crowdfunding-supporters') },
        { label: 'お問い合わせ', to: pagePath('contact') },
      ],
    },
    { title: '会員', links: accountLinks(role) },
    { title: '規約など', links: [...LEGAL_LINKS, { label: '解約後のご案内', to: pagePath('unsubscribed') }] },
  ];
}
