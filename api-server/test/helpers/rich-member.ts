// A member who has used everything the site keeps about a person, made through the API as they would
// have done it: signed up, agreed to post, a profile with a picture and the disability and health
// fields (要配慮個人情報; no form asks for them yet, so they are written as the consent allows), paid
// with the local provider, a question, a comment and a reply, likes and favorites, a contact message
// and an e-mail change waiting for its code. The data download and the withdrawal tests use it.
import { codeFromMail, waitForMail } from './outbox';
import { deliverEvents, payLocally, register } from './payments';
import { PNG_DATA_URL } from './pictures';
import { call, signIn, type TestHarness } from './test-app';
import { ask, qaWorld } from './qa';

export const RICH = {
  email: 'rich-member@example.jp',
  password: 'rich-pass-2026',
  nickname: 'やまびこ七海',
  /** The address of the e-mail change that waits for its code. */
  pendingEmail: 'rich-member-next@example.jp',
  disability: '感音性難聴（両耳）と軽度の網膜色素変性症',
  supportNeeds: '面談では手話通訳と筆談、資料は拡大文字でお願いしたい',
  question: { title: '就労移行支援の事業所の選び方', body: '見学のときに何を確かめればよいか教えてください。' },
  comment: '私は見学で、通所の時間帯と支援員の人数を確かめました。',
  reply: '参考になりました。ありがとうございます。',
  contact: { subject: '退会前の確認', body: '退会すると投稿はどうなりますか。' },
} as const;

export interface RichMember {
  id: number;
  token: string;
  infoId: number;
  picture: string;
  questionId: number;
  commentId: number;
  replyId: number;
  /** Someone else's comment the member liked and replied to. */
  otherCommentId: number;
  columnId: number;
}

function expectStatus(res: { statusCode: number; body: string }, status: number, what: string): void {
  if (res.statusCode !== status) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
}

export async function richMember(t: TestHarness): Promise<RichMember> {
  const { app, db } = t;
  const w = await qaWorld(t);
  const signUp = await call(app, 'POST', '/api/v1/users', { payload: { email: RICH.email, password: RICH.password, nickname: RICH.nickname, agree_terms: true } });
  expectStatus(signUp, 201, 'sign-up');
  const { id, user_information: info } = signUp.json().data.user;
  let token = await signIn(app, RICH.email, RICH.password);
  expectStatus(await call(app, 'PUT', `/api/v1/users/${id}/posting_consent`, { token, payload: { consent: true } }), 200, 'consent');

  const profile = await call(app, 'PATCH', `/api/v1/user_informations/${info.id}`, { token, payload: { profile_image_data: PNG_DATA_URL } });
  expectStatus(profile, 200, 'picture');
  await db.query('UPDATE user_informations SET disability_types = $2, support_needs = $3, sensitive_consent_at = now() WHERE id = $1', [
    info.id,
    RICH.disability,
    RICH.supportNeeds,
  ]);

  // Paid through the local provider: a subscription, a payment, a card kept for later, mails.
  expectStatus(await register(app, token, await payLocally(app, token)), 200, 'register_paid_member');
  await deliverEvents(app);

  const questionId = await ask(app, token, { ...RICH.question, category_id: w.categoryId, tag_ids: [w.tagIds[0]] });
  const othersQuestion = await ask(app, w.tokens.paid, { title: '障害者手帳の更新について', body: '更新の時期を教えてください。', category_id: w.categoryId });
  const otherComment = await call(app, 'POST', '/api/v1/comments', { token: w.tokens.free, payload: { question_id: othersQuestion, body: '市役所から案内が届きます。' } });
  expectStatus(otherComment, 201, 'the other comment');
  const otherCommentId: number = otherComment.json().data.id;
  const comment = await call(app, 'POST', '/api/v1/comments', { token, payload: { question_id: othersQuestion, body: RICH.comment } });
  expectStatus(comment, 201, 'comment');
  const reply = await call(app, 'POST', '/api/v1/replies', { token, payload: { comment_id: otherCommentId, body: RICH.reply } });
  expectStatus(reply, 201, 'reply');

  expectStatus(await call(app, 'POST', '/api/v1/user_like_questions', { token, payload: { question_id: othersQuestion } }), 201, 'like a question');
  expectStatus(await call(app, 'POST', '/api/v1/user_like_comments', { token, payload: { comment_id: otherCommentId } }), 201, 'like a comment');
  expectStatus(await call(app, 'POST', '/api/v1/question_favorites', { token, payload: { question_id: othersQuestion } }), 201, 'favorite a question');
  const column = await db.one<{ id: number }>(
    `INSERT INTO columns (title, excerpt, body, category_id, status, published_at) VALUES ('就労のコラム', 'リード', '<p>本文</p>', $1, 'published', now()) RETURNING id`,
    [w.categoryId],
  );
  expectStatus(await call(app, 'POST', '/api/v1/column_favorites', { token, payload: { column_id: column!.id } }), 201, 'favorite a column');

  const contact = await call(app, 'POST', '/api/v1/contacts', { token, payload: { name: RICH.nickname, email: RICH.email, ...RICH.contact } });
  expectStatus(contact, 201, 'contact');

  // An e-mail change asked for, its code not typed yet.
  expectStatus(await call(app, 'POST', `/api/v1/users/${id}/email_change`, { token, payload: { email: RICH.pendingEmail, current_password: RICH.password } }), 200, 'email_change');
  codeFromMail((await waitForMail(app)).filter((m) => m.to === RICH.pendingEmail).pop());

  // The latest session (the others ended with nothing: the password did not change).
  token = await signIn(app, RICH.email, RICH.password);
  return {
    id,
    token,
    infoId: info.id,
    picture: profile.json().data.profile_image,
    questionId,
    commentId: comment.json().data.id,
    replyId: reply.json().data.id,
    otherCommentId,
    columnId: column!.id,
  };
}
