// Every link of the spec's navigation (section 2), grouped for the menu. Role-specific entries
// (my-page, my-page-expert, admin, login) are shown only to those they lead somewhere for.
import type { Category, Role } from '@hiroba/api-client';

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
  { label: 'トップ', to: '/' },
  { label: '質問と回答', to: '/question-and-answer' },
  { label: 'コラム', to: '/column' },
  { label: '専門家一覧', to: '/list-of-experts' },
];

export const QA_TYPES = ['専門家', '一般', '未回答'] as const;

export const LEGAL_LINKS: NavLinkItem[] = [
  { label: '利用規約', to: '/terms-of-service' },
  { label: '特定商取引法に基づく表記', to: '/specific-trade-law' },
  { label: 'プライバシーポリシー', to: '/privacy-policy' },
];

function accountLinks(role: Role | undefined): NavLinkItem[] {
  if (!role) return [{ label: 'ログイン', to: '/login' }, { label: '会員登録のご案内', to: '/sign-up-intro' }];
  const links: NavLinkItem[] = [];
  if (role === 'free_member') links.push({ label: '有料会員登録のご案内', to: '/sign-up-intro' });
  if (role !== 'admin') links.push({ label: 'マイページ', to: '/my-page' });
  if (role === 'expert') links.push({ label: '専門家ページ', to: '/my-page-expert' });
  if (role === 'admin') links.push({ label: '管理者ページ', to: '/admin' });
  return links;
}

export function menuGroups(role: Role | undefined, categories: Category[]): NavGroup[] {
  return [
    {
      title: '質問と回答',
      links: [
        { label: '質問と回答の一覧', to: '/question-and-answer' },
        ...QA_TYPES.map((type) => ({ label: `${type}の質問`, to: `/question-and-answer/${type}` })),
      ],
    },
    {
      title: 'コラム',
      links: [
        { label: 'コラムの一覧', to: '/column' },
        ...categories.map((c) => ({ label: c.title, to: `/column/${encodeURIComponent(c.title)}` })),
      ],
    },
    {
      title: 'ひろばについて',
      links: [
        { label: 'トップ', to: '/' },
        { label: '障害福祉Q&Aひろばについて', to: '/about' },
        { label: '専門家一覧', to: '/list-of-experts' },
        { label: 'クラウドファンディング支援者一覧', to: '/list-of-crowdfunding-supporters' },
        { label: 'お問い合わせ', to: '/contact' },
      ],
    },
    { title: '会員', links: accountLinks(role) },
    { title: '規約など', links: [...LEGAL_LINKS, { label: '解約後のご案内', to: '/unsubscribed' }] },
  ];
}
