import userEvent from '@testing-library/user-event';
import { useSession } from '@hiroba/api-client';
import { answer, answerError, category as aCategory, expertInfo, question, tag, pageOf } from '@hiroba/api-client/test-support';
import { hasKeptDraft } from '@hiroba/shared-ui';
import { makeUser, paged, renderWithProviders, screen, signIn, waitFor, within, afterCallsArrive } from '@hiroba/shared-ui/test';
import EditQuestionPage from './edit-question-page';
import PostQuestionPage from './post-question-page';
import QuestionCompletePage from './question-complete-page';

// The post forms read the help lines' numbers for the personal-information check (none here); a new
// question's title asks for 似ている質問 (none here; similar-questions.test.tsx tests them).
beforeEach(() => {
  answer('get', 'help_lines', pageOf([]));
  answer('get', 'search/similar_questions', { data: [] });
});

const user = userEvent.setup();

afterEach(() => {
  useSession.getState().clear();
});

const GUIDE = '回答をもらいやすい質問の書き方';
const TAGS = ['年金', '就労', '手話', '介護', '子育て', '住まい'].map((title, i) => tag(i + 1, title));

function mockChoices() {
  const categories = answer('get', 'categories', paged([aCategory(1, '制度・手続き'), aCategory(2, 'くらし')]));
  const tags = answer('get', 'tags', paged(TAGS));
  const experts = answer('get', 'expert_infos', paged([expertInfo({ id: 11, name: '山田 さくら', title: '社会福祉士' }), expertInfo({ id: 12, name: '佐藤 一郎', title: null })]));
  return { categories, tags, experts };
}

function renderPost(route = '/my-page/post-question', role: Parameters<typeof makeUser>[0] = 'paid_member') {
  signIn(makeUser(role));
  return renderWithProviders(<PostQuestionPage />, { route });
}

const title = () => screen.getByRole('textbox', { name: 'タイトル' });
const body = () => screen.getByRole('textbox', { name: '質問の内容' });
const category = () => screen.getByRole('combobox', { name: 'カテゴリー' });
const expert = () => screen.getByRole('combobox', { name: '専門家（任意）' });
const post = () => user.click(screen.getByRole('button', { name: '質問を投稿する' }));

describe('PostQuestionPage', () => {
  it.each(['paid_member', 'admin'] as const)('shows a %s the guide and the form with published choices', async (role) => {
    const { categories, tags, experts } = mockChoices();
    renderPost(undefined, role);
    expect(screen.getByRole('heading', { level: 1, name: '質問する' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: GUIDE })).toBeInTheDocument();
    await screen.findByRole('textbox', { name: 'タイトル' });
    expect(body()).toHaveAccessibleDescription(/本名、住所、電話番号など/);
    expect(within(category()).getAllByRole('option').map((o) => o.textContent)).toEqual(['選んでください', '制度・手続き', 'くらし']);
    expect(within(expert()).getAllByRole('option').map((o) => o.textContent)).toEqual(['指名しない', '山田 さくら（社会福祉士）', '佐藤 一郎']);
    expect(screen.getByRole('group', { name: 'タグ' })).toBeInTheDocument();
    expect(categories.calls.map((c) => c.query)).toEqual([{ status: 'published', per: 'all' }]);
    expect(tags.calls.map((c) => c.query)).toEqual([{ status: 'published', per: 'all' }]);
    expect(experts.calls.map((c) => c.query)).toEqual([{ status: 'approved', per: 'all' }]);
  });

  it('invites a free member to become paid instead, without loading the form', async () => {
    const { categories } = mockChoices();
    renderPost(undefined, 'free_member');
    expect(screen.getByText('質問の投稿と編集は、有料会員の方がご利用いただけます。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '有料会員の申し込みへ進む' })).toHaveAttribute('href', '/paid-member-register');
    expect(screen.queryByRole('heading', { name: GUIDE })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'タイトル' })).not.toBeInTheDocument();
    await afterCallsArrive();
    expect(categories.calls).toHaveLength(0);
  });

  it('points an expert to answering', () => {
    renderPost(undefined, 'expert');
    expect(screen.getByText('専門家アカウントでは質問を投稿できません')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '専門家ページ' })).toHaveAttribute('href', '/my-page-expert');
  });

  it('names each missing field beside it and does not call the server', async () => {
    mockChoices();
    const create = answer('post', 'questions');
    renderPost();
    await screen.findByRole('textbox', { name: 'タイトル' });
    await post();
    expect(title()).toHaveAccessibleDescription(/タイトルを入力してください。/);
    expect(body()).toHaveAccessibleDescription(/質問の内容を入力してください。/);
    expect(category()).toHaveAccessibleDescription(/カテゴリーを選んでください。/);
    await waitFor(() => expect(title()).toHaveFocus());
    await afterCallsArrive();
    expect(create.calls).toHaveLength(0);
  });

  it('counts the characters of title and body and refuses a title over 100', async () => {
    mockChoices();
    const create = answer('post', 'questions');
    renderPost();
    await screen.findByRole('textbox', { name: 'タイトル' });
    expect(title()).toHaveAccessibleDescription(/100文字まで（いま 0文字）/);
    await user.type(body(), '手話通訳');
    expect(body()).toHaveAccessibleDescription(/5000文字まで（いま 4文字）/);
    await user.click(title());
    await user.paste('あ'.repeat(101));
    expect(title()).toHaveAccessibleDescription(/いま 101文字/);
    await post();
    expect(title()).toHaveAccessibleDescription(/タイトルは100文字以内で入力してください。/);
    await afterCallsArrive();
    expect(create.calls).toHaveLength(0);
  });

  it('lets at most 5 tags be chosen', async () => {
    mockChoices();
    renderPost();
    await screen.findByRole('group', { name: 'タグ' });
    for (const tag of TAGS.slice(0, 5)) await user.click(screen.getByRole('checkbox', { name: tag.title }));
    expect(screen.getByRole('checkbox', { name: '住まい' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: '年金' })).toBeEnabled();
    expect(screen.getByRole('group', { name: 'タグ' })).toHaveAccessibleDescription(/いま 5つ/);
    await user.click(screen.getByRole('checkbox', { name: '年金' }));
    expect(screen.getByRole('checkbox', { name: '住まい' })).toBeEnabled();
  });

  it('preselects the expert named in ?expert_info_id= and ignores an unknown one', async () => {
    mockChoices();
    const first = renderPost('/my-page/post-question?expert_info_id=12');
    await waitFor(() => expect(expert()).toHaveValue('12'));
    first.unmount();
    renderPost('/my-page/post-question?expert_info_id=99');
    await waitFor(() => expect(expert()).toHaveValue(''));
  });

  it('posts the question and goes to the completion page', async () => {
    mockChoices();
    const create = answer('post', 'questions', { data: question({ id: 77, qa_type: '専門家' }) });
    const view = renderPost('/my-page/post-question?expert_info_id=11');
    await screen.findByRole('textbox', { name: 'タイトル' });
    await user.type(title(), ' 就労移行支援の探し方 ');
    await user.type(body(), '見学のときに{Enter}何を聞けばよいですか。');
    await user.selectOptions(category(), '2');
    await user.click(screen.getByRole('checkbox', { name: '就労' }));
    await post();
    await waitFor(() => expect(view.location()).toBe('/my-page/post-question/question-complete?id=77'));
    expect(create.calls.map((c) => c.body)).toEqual([
      {
        title: '就労移行支援の探し方',
        body: '見学のときに\n何を聞けばよいですか。',
        category_id: 2,
        tag_ids: [2],
        expert_info_id: 11,
      },
    ]);
  });

  it('keeps what is typed on the device: offered back when the form opens again, forgotten once posted', async () => {
    mockChoices();
    const create = answer('post', 'questions', { data: question({ id: 78 }) });
    const first = renderPost();
    await screen.findByRole('textbox', { name: 'タイトル' });
    await user.type(title(), '移動支援の使い方');
    first.unmount();

    const view = renderPost();
    const offer = await screen.findByRole('alert', { name: '保存していない下書きがあります' });
    expect(title()).toHaveValue('');
    await user.click(within(offer).getByRole('button', { name: '復元する' }));
    expect(title()).toHaveValue('移動支援の使い方');
    await user.type(body(), '通院に使えますか。');
    await user.selectOptions(category(), '1');
    await post();
    await waitFor(() => expect(view.location()).toBe('/my-page/post-question/question-complete?id=78'));
    expect(create.calls).toHaveLength(1);
    expect(hasKeptDraft({ form: 'question', person: useSession.getState().user!.id, object: 'new' })).toBe(false);
  });

  it('warns of personal information in the title and the body, and 伏せ字にして投稿 sends and shows the masked text', async () => {
    mockChoices();
    const create = answer('post', 'questions', { data: question({ id: 79 }) });
    const view = renderPost();
    await screen.findByRole('textbox', { name: 'タイトル' });
    await user.type(title(), '090-1234-5678の件');
    await user.type(body(), '住所は横浜市港北区日吉2丁目3番4号です。');
    await user.selectOptions(category(), '1');
    await post();

    const warning = await screen.findByRole('region', { name: '個人情報が含まれているかもしれません' });
    expect(within(warning).getByRole('heading', { level: 2 })).toHaveFocus();
    expect(Array.from(warning.querySelectorAll('mark'), (m) => m.textContent)).toEqual(['090-1234-5678（電話番号）', '横浜市港北区日吉2丁目3番4号（住所）']);
    expect(create.calls).toHaveLength(0);
    // The text stays on the device until the server has it.
    await waitFor(() => expect(hasKeptDraft({ form: 'question', person: useSession.getState().user!.id, object: 'new' })).toBe(true));

    await user.click(within(warning).getByRole('button', { name: '伏せ字にして投稿' }));
    await waitFor(() => expect(view.location()).toBe('/my-page/post-question/question-complete?id=79'));
    expect(create.calls.map((c) => [(c.body as { title: string }).title, (c.body as { body: string }).body])).toEqual([
      ['＊＊＊＊＊＊＊＊＊＊＊＊＊の件', '住所は＊＊＊＊＊＊＊＊＊＊＊＊＊＊＊です。'],
    ]);
    expect(hasKeptDraft({ form: 'question', person: useSession.getState().user!.id, object: 'new' })).toBe(false);
  });

  it('puts the server’s field errors beside their fields and the rest above the button', async () => {
    mockChoices();
    answerError('post', 'questions', 400, [
      { field: 'category_id', message: 'カテゴリが見つかりません。一覧から選び直してください。' },
      { field: 'tag_ids', message: '選べないタグが含まれています。一覧から選び直してください。' },
      { message: 'しばらくしてからお試しください。' },
    ]);
    renderPost();
    await screen.findByRole('textbox', { name: 'タイトル' });
    await user.type(title(), '質問');
    await user.type(body(), '本文');
    await user.selectOptions(category(), '1');
    await post();
    await waitFor(() => expect(category()).toHaveAccessibleDescription(/カテゴリが見つかりません。/));
    expect(screen.getByText('選べないタグが含まれています。一覧から選び直してください。')).toBeInTheDocument();
    expect(screen.getByRole('alert', { name: '送信できませんでした' })).toHaveTextContent('しばらくしてからお試しください。');
  });
});

describe('QuestionCompletePage', () => {
  it('thanks the member and links to the question, fetching its URL segment after a reload', async () => {
    const get = answer('get', 'questions/:id', { data: question({ id: 77, qa_type: '専門家' }) });
    signIn(makeUser('paid_member'));
    renderWithProviders(<QuestionCompletePage />, { route: '/my-page/post-question/question-complete?id=77' });
    expect(screen.getByText('これからの流れ')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '投稿した質問を見る' })).toHaveAttribute(
      'href',
      `/question-and-answer/${encodeURIComponent('専門家')}/77`,
    );
    expect(get.calls.map((c) => c.params)).toEqual([{ id: '77' }]);
    expect(screen.getByRole('link', { name: '自分の質問を見る' })).toHaveAttribute('href', '/my-page/my-question');
  });

  it('is gated for a free member like the form', () => {
    signIn(makeUser('free_member'));
    renderWithProviders(<QuestionCompletePage />, { route: '/my-page/post-question/question-complete?id=1' });
    expect(screen.getByRole('heading', { name: '有料会員のご案内' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '自分の質問を見る' })).not.toBeInTheDocument();
  });
});

describe('EditQuestionPage', () => {
  const EDIT = { route: '/my-page/edit-question/42', path: '/my-page/edit-question/:id?' };
  // The member's own question, 42, as the server sends it.
  const OWN = { id: 42, title: '障害年金の更新について', body: '更新の書類が届きました。\n何を準備すればよいですか。', category: aCategory(1, '制度・手続き') };

  function renderEdit(editing = question({ ...OWN, tags: [TAGS[0]], expert_info: expertInfo({ id: 11, name: '山田 さくら', title: null }), can_edit: true, can_delete: true })) {
    mockChoices();
    const get = answer('get', 'questions/:id', { data: editing });
    signIn(makeUser('paid_member'));
    const view = renderWithProviders(<EditQuestionPage />, EDIT);
    return { get, view };
  }

  it('fills the form with the question and saves it with PATCH, then goes back to it', async () => {
    const update = answer('patch', 'questions/:id', { data: question({ ...OWN, title: '障害年金の更新の準備', qa_type: '専門家' }) });
    const { view } = renderEdit();
    expect(await screen.findByRole('textbox', { name: 'タイトル' })).toHaveValue('障害年金の更新について');
    expect(body()).toHaveValue('更新の書類が届きました。\n何を準備すればよいですか。');
    expect(category()).toHaveValue('1');
    expect(expert()).toHaveValue('11');
    expect(screen.getByRole('checkbox', { name: '年金' })).toBeChecked();
    await user.clear(title());
    await user.type(title(), '障害年金の更新の準備');
    await user.click(screen.getByRole('button', { name: '変更を保存する' }));
    await waitFor(() => expect(view.location()).toBe(`/question-and-answer/${encodeURIComponent('専門家')}/42`));
    expect(update.calls.map((c) => [c.params.id, c.body])).toEqual([
      [
        '42',
        {
          title: '障害年金の更新の準備',
          body: '更新の書類が届きました。\n何を準備すればよいですか。',
          category_id: 1,
          tag_ids: [1],
          expert_info_id: 11,
        },
      ],
    ]);
  });

  it('keeps a change per question, and never offers the saved text back', async () => {
    const OFFER = { name: '保存していない下書きがあります' };
    const person = makeUser('paid_member').id;
    const first = renderEdit();
    await user.type(await screen.findByRole('textbox', { name: 'タイトル' }), 'の準備');
    first.view.unmount();
    expect(hasKeptDraft({ form: 'question', person, object: 42 })).toBe(true);
    expect(hasKeptDraft({ form: 'question', person, object: 'new' })).toBe(false);

    const second = renderEdit();
    await user.click(within(await screen.findByRole('alert', OFFER)).getByRole('button', { name: '復元する' }));
    expect(title()).toHaveValue('障害年金の更新についての準備');
    // Typed back to the saved text: nothing is kept, nothing is offered.
    await user.clear(title());
    await user.type(title(), '障害年金の更新について');
    second.view.unmount();
    expect(hasKeptDraft({ form: 'question', person, object: 42 })).toBe(false);
    renderEdit();
    await screen.findByRole('textbox', { name: 'タイトル' });
    await afterCallsArrive();
    expect(screen.queryByRole('alert', OFFER)).not.toBeInTheDocument();
  });

  it('offers the form but not 削除 when the server allows editing only', async () => {
    renderEdit(question({ ...OWN, can_edit: true, can_delete: false }));
    expect(await screen.findByRole('textbox', { name: 'タイトル' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '削除' })).not.toBeInTheDocument();
  });

  it('says clearly that another member’s question cannot be edited', async () => {
    renderEdit(question({ ...OWN, user: { id: 99, role: 'paid_member', user_information: null, expert_info: null } }));
    expect(await screen.findByText('この質問は編集できません')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'タイトル' })).not.toBeInTheDocument();
  });

  it('says so when the question does not exist', async () => {
    mockChoices();
    answerError('get', 'questions/:id', 404, [{ message: '質問が見つかりませんでした。' }]);
    signIn(makeUser('paid_member'));
    renderWithProviders(<EditQuestionPage />, EDIT);
    expect(await screen.findByText('質問が見つかりませんでした')).toBeInTheDocument();
  });

  it('deletes only after confirmation, then goes to 自分の質問', async () => {
    const remove = answer('delete', 'questions/:id');
    const { view } = renderEdit();
    await user.click(await screen.findByRole('button', { name: '削除' }));
    const dialog = await screen.findByRole('dialog', { name: '質問を削除しますか？' });
    await user.click(within(dialog).getByRole('button', { name: 'やめる' }));
    await afterCallsArrive();
    expect(remove.calls).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: '削除' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '削除する' }));
    await waitFor(() => expect(view.location()).toBe('/my-page/my-question'));
    expect(remove.calls.map((c) => c.params)).toEqual([{ id: '42' }]);
  });

  it('gates a free member and asks for a question when there is no id', () => {
    signIn(makeUser('free_member'));
    const gated = renderWithProviders(<EditQuestionPage />, EDIT);
    expect(screen.getByRole('heading', { name: '有料会員のご案内' })).toBeInTheDocument();
    gated.unmount();
    signIn(makeUser('paid_member'));
    renderWithProviders(<EditQuestionPage />, { route: '/my-page/edit-question', path: EDIT.path });
    expect(screen.getByText('編集する質問が選ばれていません')).toBeInTheDocument();
  });
});
