// What /my-page tells about the account beyond the summary: when the member agreed that their posts
// are public, and the download of everything the site holds about them (APPI 開示).
import userEvent from '@testing-library/user-event';
import { useSession } from '@hiroba/api-client';
import { answer, answerError, fixture, type Answered } from '@hiroba/api-client/test-support';
import { ExpertInfoSchema, type ExpertInfo } from '@hiroba/contract';
import { useSnackbar } from '@hiroba/shared-ui';
import { makeUser, paged, renderWithProviders, screen, signIn, waitFor } from '@hiroba/shared-ui/test';
import { exportFileName } from '../lib/save-json-file';
import MyPagePage from './my-page-page';

const user = userEvent.setup();
let counts: Answered[] = [];

beforeEach(() => {
  counts = [
    answer('get', 'questions/my_questions', paged([], { per: 1, total: 0 })),
    answer('get', 'comments/my_comments', paged([], { per: 1, total: 0 })),
    answer('get', 'question_favorites/my_favorite_questions', paged([], { per: 1, total: 0 })),
  ];
});

// jsdom has no object URLs: each test that downloads puts stand-ins there.
const { createObjectURL, revokeObjectURL } = URL;

afterEach(() => {
  jest.restoreAllMocks();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  useSession.getState().clear();
  useSnackbar.getState().close();
});

const expertInfo = (overrides: Partial<ExpertInfo>): ExpertInfo =>
  fixture(ExpertInfoSchema, {
    id: 4,
    user_id: 7,
    name: '佐藤 一郎',
    profile_image: null,
    title: '相談支援専門員',
    profile: '紹介',
    qualifications: '相談支援専門員',
    fields: '就労',
    status: 'pending',
    created_at: '2026-11-01T00:00:00.000Z',
    updated_at: '2026-11-01T00:00:00.000Z',
    ...overrides,
  });

function renderAs(...args: Parameters<typeof makeUser>) {
  signIn(makeUser(...args));
  return renderWithProviders(<MyPagePage />, { route: '/my-page' });
}

describe('an expert application', () => {
  it('shows its state with a link to the page that shows and corrects it', async () => {
    renderAs('free_member', { expert_info: expertInfo({ status: 'pending' }) });
    expect(screen.getByText(/^専門家の申し込み：/)).toHaveTextContent('専門家の申し込み：審査中');
    expect(screen.getByRole('link', { name: '申し込みの内容を見る' })).toHaveAttribute('href', '/become-an-expert');
    await waitFor(() => expect(counts[0].calls).toHaveLength(1));
  });

  it('is not mentioned to a member who never applied', async () => {
    renderAs('free_member', { expert_info: null });
    expect(screen.queryByText(/^専門家の申し込み：/)).not.toBeInTheDocument();
    await waitFor(() => expect(counts[0].calls).toHaveLength(1));
  });
});

describe('the consent to post', () => {
  it('shows the date the member agreed, in Japan', async () => {
    renderAs('free_member', { posting_consent_at: '2026-01-04T16:30:00.000Z' });
    expect(screen.getByText(/^投稿についての同意：/)).toHaveTextContent('投稿についての同意：2026年1月5日');
    await waitFor(() => expect(counts[0].calls).toHaveLength(1));
  });

  it('says when it has not been given yet', async () => {
    const base = makeUser('free_member');
    renderAs('free_member', { posting_consent_at: null, capabilities: { ...base.capabilities, needs_posting_consent: true } });
    expect(screen.getByText(/^投稿についての同意：/)).toHaveTextContent('まだしていません');
    await waitFor(() => expect(counts[0].calls).toHaveLength(1));
  });
});

describe('登録情報をダウンロード', () => {
  it('downloads everything as a JSON file named for the member and the day, and says so', async () => {
    const data = { description: '一覧です', account: { id: 7, email: 'hanako@example.jp' } };
    const exported = answer('get', 'users/:id/export', { data });
    let saved: Blob | null = null;
    URL.createObjectURL = jest.fn((blob: Blob) => {
      saved = blob;
      return 'blob:hiroba-data';
    });
    URL.revokeObjectURL = jest.fn();
    const clicks: HTMLAnchorElement[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    renderAs('paid_member');
    expect(screen.getByRole('heading', { level: 2, name: '登録情報のダウンロード' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '登録情報をダウンロード' }));
    await waitFor(() => expect(useSnackbar.getState().current).toMatchObject({ message: '登録情報のファイルをダウンロードしました。', color: 'success' }));
    expect(exported.calls.map((c) => c.params.id)).toEqual(['7']);
    expect(clicks.map((a) => [a.download, a.getAttribute('href')])).toEqual([[exportFileName(7), 'blob:hiroba-data']]);
    expect(exportFileName(7, new Date('2026-01-04T16:30:00.000Z'))).toBe('hiroba-data-7-20260105.json');
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(saved!);
    });
    expect(JSON.parse(text)).toEqual(data);
  });

  it('says why when the download fails, and keeps the button', async () => {
    answerError('get', 'users/:id/export', 429, [{ message: '操作の回数が多すぎます。しばらく待ってからもう一度お試しください。' }]);
    renderAs('paid_member');
    await user.click(screen.getByRole('button', { name: '登録情報をダウンロード' }));
    expect(await screen.findByRole('alert', { name: 'ダウンロードできませんでした' })).toHaveTextContent('しばらく待って');
    expect(screen.getByRole('button', { name: '登録情報をダウンロード' })).toBeEnabled();
  });
});
