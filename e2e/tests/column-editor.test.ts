// The admin's column editor end to end in real Chromium: an admin writes a column with a heading, a
// list and a picture with its alt text, previews it, schedules it (a visitor cannot open it yet),
// then publishes it and a visitor reads it; leaving with unsaved changes asks first, and a reload
// offers the copy kept on the device. axe finds nothing on the editor and the list.
import type { Dialog } from 'playwright-core';
import { expectAxeClean } from '../support/axe';
import { browserForFile, newPage } from '../support/browser';
import { COLUMN_TAG } from '../support/columns';
import { newMember, type Member } from '../support/people';
import { DEMO_CATEGORY, uniqueTitle } from '../support/qa';

const browser = browserForFile();
let admin: Member;
beforeAll(async () => {
  admin = await newMember('admin');
});

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
const picture = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

/** A local `YYYY-MM-DDTHH:mm` an hour from now, as the datetime-local field takes it. */
function inAnHour(): string {
  const d = new Date(Date.now() + 60 * 60 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

test('an admin writes a column with a heading, a list and a picture, previews it, schedules it, then publishes it', async () => {
  const title = uniqueTitle('グループホームの見学で聞くこと');
  const { context, page } = await newPage(browser(), { as: admin });
  await page.goto('/admin/columns/new');
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'タイトル' }).fill(title);
  await main.getByRole('textbox', { name: 'リード文' }).fill('見学のときに確かめておきたいことをまとめました。');
  await main.getByRole('combobox', { name: 'カテゴリー' }).selectOption({ label: DEMO_CATEGORY });
  await main.getByRole('checkbox', { name: COLUMN_TAG }).check();
  await main.getByLabel('アイキャッチ画像のファイル').setInputFiles(picture('eye-catch.png'));
  await main.getByRole('textbox', { name: 'アイキャッチ画像の代替テキスト' }).fill('明かりのともる家のイラスト');

  const body = main.getByRole('textbox', { name: '本文' });
  await body.click();
  await page.keyboard.type('見学の前に');
  await main.getByRole('button', { name: '見出し（大）' }).click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('厚生労働省のページ');
  // A link: the words selected, then the link control's own field.
  await page.keyboard.press('Shift+Home');
  await main.getByRole('button', { name: 'リンク', exact: true }).click();
  await page.getByRole('textbox', { name: 'リンク先のURL' }).fill('https://www.mhlw.go.jp/');
  await page.getByRole('button', { name: '保存', exact: true }).click();
  // Saving puts the focus back in the text with the link selected: by keyboard to the end of the
  // line, where the sentence goes on.
  await body.focus();
  await page.keyboard.press('End');
  await page.keyboard.type('も参考になります。');
  await body.getByText('厚生労働省のページも参考になります。').waitFor();
  await page.keyboard.press('Enter');
  await main.getByRole('button', { name: '箇条書き' }).click();
  await page.keyboard.type('夜間の体制');
  await page.keyboard.press('Enter');
  await page.keyboard.type('日中の過ごし方');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  // The picture asks for its alt text before it is inserted.
  page.once('dialog', (dialog: Dialog) => void dialog.accept('見学する部屋の写真'));
  const chooser = page.waitForEvent('filechooser');
  await main.getByRole('button', { name: '画像を入れる' }).click();
  await (await chooser).setFiles(picture('room.png'));
  await body.getByRole('img', { name: '見学する部屋の写真' }).waitFor();
  await expectAxeClean(page);

  await main.getByRole('button', { name: 'プレビュー' }).click();
  const preview = main.getByRole('region', { name: 'プレビュー（読む人に見える形）' });
  await preview.getByRole('heading', { name: '見学の前に' }).waitFor();
  await preview.getByRole('listitem').filter({ hasText: '夜間の体制' }).waitFor();

  await main.getByRole('radiogroup', { name: '公開設定' }).getByRole('radio', { name: '公開予約' }).check();
  await main.getByLabel('公開日時').fill(inAnHour());
  await main.getByRole('button', { name: '保存する' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/columns');
  const row = main.getByRole('row').filter({ hasText: title });
  await row.getByText('公開予約').waitFor();
  await expectAxeClean(page);

  // Scheduled: not yet for visitors.
  const id = Number(/\/edit\/(\d+)$/.exec((await row.getByRole('link', { name: '編集' }).getAttribute('href')) ?? '')?.[1]);
  const visitor = await newPage(browser());
  expect((await visitor.page.goto(`/column/column-detail/${id}`))?.status()).toBe(404);

  await row.getByRole('link', { name: '編集' }).click();
  await main.getByRole('textbox', { name: 'タイトル' }).waitFor();
  await main.getByRole('radiogroup', { name: '公開設定' }).getByRole('radio', { name: '公開中' }).check();
  await main.getByRole('button', { name: '保存する' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/columns');
  await main.getByRole('row').filter({ hasText: title }).getByText('公開中').waitFor();
  await context.close();

  await visitor.page.goto(`/column/column-detail/${id}`);
  await visitor.page.getByRole('heading', { level: 1, name: title }).waitFor();
  await visitor.page.getByRole('heading', { level: 2, name: '見学の前に' }).waitFor();
  await visitor.page.getByRole('img', { name: '見学する部屋の写真' }).waitFor();
  await visitor.page.getByRole('img', { name: '明かりのともる家のイラスト' }).waitFor();
  const link = visitor.page.getByRole('link', { name: /^厚生労働省のページ/ });
  await expect(link.getAttribute('href')).resolves.toBe('https://www.mhlw.go.jp/');
  await expect(link.getAttribute('rel')).resolves.toBe('noopener noreferrer');
  await visitor.page.goto('/column');
  await visitor.page.getByRole('link', { name: title }).first().waitFor();
  await visitor.context.close();
});

test('leaving with unsaved changes asks first, and a reload offers the copy kept on the device', async () => {
  const title = uniqueTitle('書きかけのコラム');
  const { context, page } = await newPage(browser(), { as: admin });
  await page.goto('/admin/columns/new');
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'タイトル' }).fill(title);
  // The copy is kept a moment after typing.
  await page.waitForFunction(() => Object.keys(localStorage).some((k) => k.startsWith('hiroba:column-draft:')));

  const asked: string[] = [];
  page.once('dialog', (dialog: Dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('navigation', { name: '管理メニュー' }).getByRole('link', { name: 'コラム' }).click();
  expect(asked).toEqual(['保存していない変更があります。このページを離れますか？']);
  expect(new URL(page.url()).pathname).toBe('/admin/columns/new');

  page.once('dialog', (dialog: Dialog) => void dialog.accept());
  await page.reload();
  await main.getByText('保存していない下書きがあります').waitFor();
  await expectAxeClean(page);
  await main.getByRole('button', { name: '復元する' }).click();
  await expect(main.getByRole('textbox', { name: 'タイトル' }).inputValue()).resolves.toBe(title);
  await context.close();
});
