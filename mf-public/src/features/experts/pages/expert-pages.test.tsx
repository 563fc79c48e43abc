import { useSession, type Role } from '@hiroba/api-client';
import { answer, answerError, expertInfo, pageOf, questionSummary } from '@hiroba/api-client/test-support';
import { NOT_FOUND_TITLE } from '@hiroba/shared-ui';
import { makeUser, renderWithProviders, screen } from '@hiroba/shared-ui/test';
import ExpertDetailPage from './expert-detail-page';
import ExpertListPage from './expert-list-page';

afterEach(() => useSession.getState().clear());

describe('ExpertListPage', () => {
  it('lists approved experts with their name linking to their page', async () => {
    answer('get', 'expert_infos', pageOf([expertInfo(), expertInfo({ id: 6, name: '佐藤 一郎', title: null })]));
    renderWithProviders(<ExpertListPage />);
    expect(await screen.findByRole('link', { name: '山田 花子' })).toHaveAttribute('href', '/list-of-experts/5');
    expect(screen.getByText('社会福祉士')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '佐藤 一郎' })).toHaveAttribute('href', '/list-of-experts/6');
  });

  it('says so when no expert is listed yet', async () => {
    answer('get', 'expert_infos', pageOf([]));
    renderWithProviders(<ExpertListPage />);
    expect(await screen.findByText(/まだ専門家の紹介はありません/)).toBeInTheDocument();
  });
});

describe('ExpertDetailPage', () => {
  function open(role: Role | null = null) {
    if (role) useSession.getState().login('t', makeUser(role));
    return renderWithProviders(<ExpertDetailPage />, { route: '/list-of-experts/5', path: '/list-of-experts/:expertInfoId' });
  }

  it('shows the profile, qualifications and the questions addressed to the expert', async () => {
    answer('get', 'expert_infos/:id', { data: expertInfo() });
    const byExpert = answer('get', 'questions/question_by_expert_info_id', pageOf([questionSummary({ id: 9, title: '障害年金の更新', expert_info: expertInfo() })]));
    open();
    expect(await screen.findByRole('heading', { level: 1, name: '山田 花子' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '資格' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '障害年金の更新' })).toBeInTheDocument();
    expect(byExpert.calls.map((c) => c.query)).toEqual([{ expert_info_id: '5', per: '20' }]);
    expect(screen.queryByRole('link', { name: /質問する/ })).not.toBeInTheDocument();
  });

  it('offers a paid member 質問する with this expert chosen', async () => {
    answer('get', 'expert_infos/:id', { data: expertInfo() });
    answer('get', 'questions/question_by_expert_info_id', pageOf([]));
    open('paid_member');
    expect(await screen.findByRole('link', { name: '山田 花子さんに質問する' })).toHaveAttribute('href', '/my-page/post-question?expert_info_id=5');
  });

  it('answers not found for an expert who is not public', async () => {
    answerError('get', 'expert_infos/:id', 404, [{ message: '見つかりませんでした。' }]);
    open();
    expect(await screen.findByRole('heading', { level: 1, name: NOT_FOUND_TITLE })).toBeInTheDocument();
  });
});
