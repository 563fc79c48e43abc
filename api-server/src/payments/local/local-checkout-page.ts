// The local test provider's checkout page, drawn on the server as plain HTML (it stands in for a
// provider's hosted page, so it shares nothing with the site's apps and works without JavaScript).
// It says clearly that it is a test mode, lists the test cards, shows each problem beside its field,
// and asks for the second step (本人認証) when the card wants it. Registered only with
// PAYMENT_PROVIDER=local, which production refuses.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { escapeHtml } from '../../lib/html';
import type { CardInput, FieldProblem, LocalProvider, PayResult } from './local-provider';
import type { LocalCheckout } from './local-records';
import { TEST_CARDS, groupDigits } from './test-cards';

const ID = /^cs_local_[0-9a-f]{24}$/;
const FIELDS: Array<{ name: keyof CardInput; label: string; autocomplete: string; inputmode?: string; hint?: string }> = [
  { name: 'number', label: 'カード番号', autocomplete: 'cc-number', inputmode: 'numeric', hint: '半角数字。空白はあってもなくてもかまいません。' },
  { name: 'expiry', label: '有効期限（月/年）', autocomplete: 'cc-exp', hint: '例: 12/30' },
  { name: 'cvc', label: 'セキュリティコード', autocomplete: 'cc-csc', inputmode: 'numeric', hint: 'カード裏面の3桁（または表面の4桁）' },
  { name: 'name', label: 'カードの名義', autocomplete: 'cc-name', hint: '例: HIROBA TARO' },
];

const STYLE = `
body{margin:0;font-family:"Noto Sans JP","Hiragino Sans",sans-serif;line-height:1.8;color:#1a1a1a;background:#f6f7f9;font-size:1.0625rem}
main{max-width:40rem;margin:0 auto;padding:1rem 1rem 3rem}
.test-mode{background:#7a2e00;color:#fff;padding:.75rem 1rem;font-weight:700;text-align:center}
h1{font-size:1.5rem;line-height:1.4}
h2{font-size:1.2rem;margin-top:2rem}
.panel{background:#fff;border:1px solid #c9ced6;border-radius:8px;padding:1rem 1.25rem}
label{display:block;font-weight:700;margin-top:1rem}
.hint{display:block;color:#4a4f57;font-size:.95rem}
input{font:inherit;width:100%;box-sizing:border-box;padding:.6rem;border:2px solid #5c6370;border-radius:6px;margin-top:.25rem}
input[aria-invalid=true]{border-color:#b00020}
.error{color:#b00020;font-weight:700;margin:.25rem 0 0}
.alert{border-left:6px solid #b00020;background:#fff1f1;padding:.75rem 1rem;margin:1rem 0}
button{font:inherit;font-weight:700;margin-top:1.5rem;padding:.7rem 1.5rem;border-radius:6px;border:2px solid #0b3d91;background:#0b3d91;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#0b3d91}
a{color:#0b3d91}
:focus-visible{outline:3px solid #0b3d91;outline-offset:3px;box-shadow:0 0 0 6px #fff}
table{border-collapse:collapse;width:100%;background:#fff}
th,td{border:1px solid #c9ced6;padding:.4rem .6rem;text-align:left}
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="ja">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="robots" content="noindex" />
<title>${escapeHtml(title)}（テストモード）| 障害福祉Q&amp;Aひろば</title>
<style>${STYLE}</style>
</head>
<body>
<p class="test-mode" role="note">テストモード：本物のカードは使えません。料金はかかりません。</p>
<main>
${body}
</main>
</body>
</html>`;
}

const yen = (amount: number) => `${amount.toLocaleString('ja-JP')}円`;

function whatIsPaid(checkout: LocalCheckout): string {
  return checkout.purpose === 'subscribe'
    ? `<p class="panel">お支払い金額：<strong>月額 ${yen(checkout.priceJpy)}（税込）</strong><br />今日、最初の1か月分をお支払いいただき、その後は毎月自動で更新されます。</p>`
    : '<p class="panel">毎月のお支払いに使うカードを変更します。この画面で料金がかかることはありません。</p>';
}

function testCardTable(): string {
  const rows = TEST_CARDS.map((card) => `<tr><td>${groupDigits(card.number)}</td><td>${escapeHtml(card.label)}</td></tr>`).join('');
  return `<h2 id="test-cards">テスト用のカード番号</h2>
<p>有効期限は今より先の月（例: 12/30）、セキュリティコードは任意の3桁、名義は任意の文字で試せます。</p>
<table aria-labelledby="test-cards"><thead><tr><th scope="col">カード番号</th><th scope="col">結果</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function cardForm(checkout: LocalCheckout, values: Partial<CardInput> = {}, problems: FieldProblem[] = [], declined: string | null = null): string {
  const problemOf = (name: keyof CardInput) => problems.find((p) => p.field === name)?.message ?? null;
  const summary = problems.length > 0
    ? `<div class="alert" role="alert"><p><strong>入力内容を確かめてください（${problems.length}件）</strong></p></div>`
    : declined
      ? `<div class="alert" role="alert"><p><strong>${escapeHtml(declined)}</strong></p><p>お申し込みはまだ完了していません。料金はかかっていません。</p></div>`
      : '';
  const fields = FIELDS.map((field) => {
    const problem = problemOf(field.name);
    const described = [`${field.name}-hint`, ...(problem ? [`${field.name}-error`] : [])].join(' ');
    // The card number is never sent back into the page; the other fields keep what was typed.
    const value = field.name === 'number' || field.name === 'cvc' ? '' : escapeHtml(values[field.name] ?? '');
    return `<label for="${field.name}">${field.label}<span class="hint" id="${field.name}-hint">${escapeHtml(field.hint ?? '')}</span></label>
<input id="${field.name}" name="${field.name}" autocomplete="${field.autocomplete}"${field.inputmode ? ` inputmode="${field.inputmode}"` : ''} required aria-required="true" aria-describedby="${described}"${problem ? ' aria-invalid="true"' : ''} value="${value}" />
${problem ? `<p class="error" id="${field.name}-error">${escapeHtml(problem)}</p>` : ''}`;
  }).join('\n');
  const title = checkout.purpose === 'subscribe' ? 'カード情報の入力' : 'カードの変更';
  return page(title, `<h1>${title}</h1>
${whatIsPaid(checkout)}
${summary}
<form method="post" action="/local-checkout/${checkout.id}" novalidate>
${fields}
<button type="submit">${checkout.purpose === 'subscribe' ? `${yen(checkout.priceJpy)}を支払って申し込む` : 'このカードに変更する'}</button>
</form>
<p><a href="${escapeHtml(checkout.cancelUrl)}">お申し込みをやめて戻る</a></p>
${testCardTable()}`);
}

function authenticationPage(checkout: LocalCheckout): string {
  return page('本人認証', `<h1>本人認証（テスト）</h1>
<p>カード会社による本人確認の画面です（3Dセキュアのテスト）。実際のカード会社では、パスワードやスマートフォンでの確認を求められます。</p>
${whatIsPaid(checkout)}
<form method="post" action="/local-checkout/${checkout.id}/authenticate">
<button type="submit" name="decision" value="approve">本人であることを確認する</button>
<button type="submit" name="decision" value="reject" class="secondary">確認しない（失敗させる）</button>
</form>`);
}

function closedPage(checkout: LocalCheckout | null): string {
  const text = !checkout
    ? 'このお支払いの手続きは見つかりませんでした。'
    : checkout.status === 'complete'
      ? 'このお支払いの手続きはすでに完了しています。'
      : 'このお支払いの手続きは期限が切れました。もう一度お申し込みください。料金はかかっていません。';
  const back = checkout ? (checkout.status === 'complete' ? checkout.returnUrl.replace('{CHECKOUT_SESSION_ID}', checkout.id) : checkout.cancelUrl) : '/';
  return page('お支払いの手続き', `<h1>お支払いの手続き</h1><p>${text}</p><p><a href="${escapeHtml(back)}">サイトへ戻る</a></p>`);
}

function answer(reply: FastifyReply, checkout: LocalCheckout | null, result: PayResult, values: Partial<CardInput>) {
  reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
  switch (result.outcome) {
    case 'done':
      return reply.redirect(result.redirectTo, 303);
    case 'invalid':
      return reply.code(400).send(cardForm(checkout!, values, result.problems));
    case 'declined':
      return reply.code(402).send(cardForm(checkout!, values, [], result.message));
    case 'authenticate':
      return reply.send(authenticationPage(checkout!));
    case 'closed':
      return reply.code(result.checkout ? 409 : 404).send(closedPage(result.checkout));
  }
}

const text = (value: string | null) => (value ?? '').slice(0, 200);

export function registerLocalCheckoutPage(app: FastifyInstance, local: LocalProvider): void {
  void app.register(async (scope) => {
    // A small HTML form: read as URL-encoded fields (the page is the only sender).
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) =>
      done(null, new URLSearchParams(body as string)),
    );

    scope.get<{ Params: { id: string } }>('/local-checkout/:id', { schema: { hide: true } }, async (request, reply) => {
      const checkout = ID.test(request.params.id) ? await local.checkout(request.params.id) : null;
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (!checkout || checkout.status !== 'open') return reply.code(checkout ? 409 : 404).send(closedPage(checkout));
      return reply.send(checkout.awaitingAuthentication ? authenticationPage(checkout) : cardForm(checkout));
    });

    scope.post<{ Params: { id: string } }>('/local-checkout/:id', { schema: { hide: true } }, async (request, reply) => {
      if (!ID.test(request.params.id)) return answer(reply, null, { outcome: 'closed', checkout: null }, {});
      const form = request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
      const values: CardInput = { number: text(form.get('number')), expiry: text(form.get('expiry')), cvc: text(form.get('cvc')), name: text(form.get('name')) };
      const result = await local.pay(request.params.id, values);
      return answer(reply, await local.checkout(request.params.id), result, values);
    });

    scope.post<{ Params: { id: string } }>('/local-checkout/:id/authenticate', { schema: { hide: true } }, async (request, reply) => {
      if (!ID.test(request.params.id)) return answer(reply, null, { outcome: 'closed', checkout: null }, {});
      const form = request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
      const result = await local.authenticate(request.params.id, form.get('decision') === 'approve');
      return answer(reply, await local.checkout(request.params.id), result, {});
    });
  });
}
