import { fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { theme } from '../theme';
import { axeViolations } from '../../test/axe';
import { renderWithProviders } from '../../test/render';
import { DateText, formatDate } from './date-text';
import { EmptyState } from './empty-state';
import { Form } from './form';
import { FormErrorSummary } from './form-error-summary';
import { LoadingState } from './loading-state';
import { NotFoundPage } from './not-found-page';
import { PageHeader } from './page-header';
import { Pager } from './pager';
import { ProfileAvatar } from './profile-avatar';
import { Prose } from './prose';
import { ReadingPrefsControl } from './reading-prefs-control';
import { ButtonLink, RouterAnchor } from './router-anchor';
import { SystemErrorPage } from './system-error-page';

describe('NotFoundPage', () => {
  it("has the h1 of docs/product.md#unknown-routes, a Japanese line, a link to the top and a page title", () => {
    renderWithProviders(<NotFoundPage />, { route: '/no-such-page' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('This page could not be found');
    expect(screen.getByText('お探しのページは見つかりませんでした。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'トップページへ戻る' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('ページが見つかりません｜障害福祉Q&Aひろば');
  });
});

describe('SystemErrorPage', () => {
  it('says a system error occurred, points to /contact and back to the top without a router', () => {
    // Rendered outside any router on purpose: it must work when the router is what failed.
    render(
      <MantineProvider theme={theme} env="test">
        <SystemErrorPage />
      </MantineProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('システムエラーが発生しました。');
    expect(screen.getByRole('link', { name: 'お問い合わせページ' })).toHaveAttribute('href', '/contact');
    expect(screen.getByText(/サイト管理者までご連絡ください/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'トップページへ戻る' })).toHaveAttribute('href', '/');
  });
});

describe('LoadingState', () => {
  it('is a status with hidden text 読み込み中', () => {
    renderWithProviders(<LoadingState />);
    expect(screen.getByRole('status')).toHaveTextContent('読み込み中');
  });

  it('keeps the height it is given, so what stands below does not move when the content arrives', () => {
    renderWithProviders(<LoadingState keepHeight="100vh" />);
    expect(screen.getByRole('status')).toHaveStyle({ minHeight: '100vh' });
  });
});

describe('EmptyState', () => {
  it('shows the message and a link action', () => {
    renderWithProviders(<EmptyState message="まだ質問はありません。" action={{ label: '質問する', to: '/my-page/post-question' }} />);
    expect(screen.getByText('まだ質問はありません。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '質問する' })).toHaveAttribute('href', '/my-page/post-question');
  });
});

describe('RouterAnchor and ButtonLink', () => {
  it('navigate inside the app without a page load', () => {
    const view = renderWithProviders(
      <>
        <RouterAnchor to="/column">コラム</RouterAnchor>
        <ButtonLink to="/sign-up-intro">新規会員登録</ButtonLink>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'コラム' }));
    expect(view.location()).toBe('/column');
    fireEvent.click(screen.getByRole('link', { name: '新規会員登録' }));
    expect(view.location()).toBe('/sign-up-intro');
  });
});

describe('FormErrorSummary', () => {
  it('renders nothing without messages, and an alert that takes focus with them', () => {
    const view = renderWithProviders(<FormErrorSummary messages={[]} />);
    expect(screen.queryByRole('alert')).toBeNull();
    view.rerender(<FormErrorSummary messages={['利用規約への同意が必要です。', 'もう一度お試しください。']} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('送信できませんでした');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(alert).toHaveFocus();
  });
});

describe('Pager', () => {
  it('is a labelled navigation that writes ?page= and keeps other parameters', () => {
    const view = renderWithProviders(<Pager total={8} />, { route: '/column?tag=手話&page=2' });
    const nav = screen.getByRole('navigation', { name: 'ページ送り' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '2ページ目' })).toHaveAttribute('aria-current', 'page');

    fireEvent.click(screen.getByRole('button', { name: '次のページ' }));
    const url = new URL(view.location(), 'http://x');
    expect(url.searchParams.get('page')).toBe('3');
    expect(url.searchParams.get('tag')).toBe('手話');

    fireEvent.click(screen.getByRole('button', { name: '1ページ目' }));
    expect(new URL(view.location(), 'http://x').searchParams.has('page')).toBe(false);
  });

  it('draws nothing for a single page', () => {
    renderWithProviders(<Pager total={1} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('DateText', () => {
  it('writes the date in Japan time inside <time>', () => {
    const { container } = renderWithProviders(<DateText value="2026-01-01T16:30:00.000Z" />);
    const time = container.querySelector('time');
    expect(time).toHaveAttribute('datetime', '2026-01-01T16:30:00.000Z');
    expect(time).toHaveTextContent('2026年1月2日');
    expect(formatDate('2026-01-01T16:30:00.000Z', true)).toBe('2026年1月2日 1:30');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('ProfileAvatar', () => {
  const user = {
    role: 'free_member' as const,
    expert_info: null,
    user_information: { id: 1, user_id: 1, nickname: 'ひろば', profile_image: '/uploads/a.png' },
  };

  it('is decorative beside a written name, and named when it stands alone', () => {
    const view = renderWithProviders(<ProfileAvatar user={user} />);
    expect(view.container.querySelector('img')).toHaveAttribute('alt', '');
    view.rerender(<ProfileAvatar user={user} decorative={false} />);
    expect(screen.getByRole('img', { name: 'ひろばさんのプロフィール画像' })).toBeInTheDocument();
  });
});

describe('accessibility (axe, WCAG 2.2 A/AA rules that work without layout)', () => {
  it('finds no violations in a page made of the shared parts', async () => {
    const { container } = renderWithProviders(
      <main>
        <PageHeader title="コラム" lead="福祉の専門家によるコラムです。" />
        <ReadingPrefsControl />
        <Prose>
          <h2>第1条（目的）</h2>
          <p>本規約は、障害福祉Q&amp;Aひろばの利用について定めます。</p>
        </Prose>
        <EmptyState message="まだコラムはありません。" action={{ label: 'トップページへ', to: '/' }} />
        <LoadingState />
        <FormErrorSummary messages={['もう一度お試しください。']} />
        <Pager total={3} />
        <ProfileAvatar user={null} />
      </main>,
      { route: '/column?page=2' },
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('finds no violations on the 404 and system error pages', async () => {
    const notFound = renderWithProviders(<NotFoundPage />);
    expect(await axeViolations(notFound.container)).toEqual([]);
    notFound.unmount();
    const systemError = renderWithProviders(<SystemErrorPage />);
    expect(await axeViolations(systemError.container)).toEqual([]);
  });
});

describe('Form', () => {
  it('drawn in the browser, its fields are usable at once', () => {
    render(
      <Form aria-label="送信">
        <input aria-label="メールアドレス" />
      </Form>,
    );
    expect(screen.getByRole('textbox', { name: 'メールアドレス' })).toBeEnabled();
  });
});
