// ふりがな end to end in real Chromium (docs/reading-aids.md): a reader turns 「ふりがな」 on in the
// 文字サイズ・配色 panel; a question and a column show ruby with the glossary's readings; a reload keeps
// it (the choice is remembered on the device); off, the pages hold no ruby at all. With the switch's
// cookie set, the server draws the pages with their ruby and the browser takes them over as drawn.
// axe-core finds nothing with ふりがな on at large text and high contrast on a phone.
import type { Page } from 'playwright-core';
import { baseUrl, callApi } from '../support/api';
import { expectAxeClean } from '../support/axe';
import { browserForFile, newPage, takenOver } from '../support/browser';
import { watchFirstScreen } from '../support/first-screen';
import { writeColumn, type WrittenColumn } from '../support/columns';
import { newMember } from '../support/people';
import { postQuestion, uniqueTitle, type Question } from '../support/qa';

const browser = browserForFile();
let question: Question;
let column: WrittenColumn;

/** Polls the readings call until the make-readings job has read the texts (a few seconds after writing). */
async function readingsMade(path: string, ready: (data: Record<string, unknown>) => boolean): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (ready(await callApi<Record<string, unknown>>('GET', path, { address: '192.0.2.10' }))) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`no readings at ${path}`);
}

beforeAll(async () => {
  const asker = await newMember('paid_member');
  question = await postQuestion(asker, uniqueTitle('障害のある方の就労継続支援'), '一人で通所できるか心配です。嚥下の訓練も受けられますか。');
  column = await writeColumn(await newMember('admin'), uniqueTitle('受給者証を申請するまで'));
  await readingsMade(`/questions/${question.id}/readings`, (d) => d.body !== null);
  await readingsMade(`/columns/${column.id}/readings`, (d) => d.body_html !== null);
}, 90_000);

/** The reading drawn over `base` on the page. */
const readingOver = (page: Page, base: string) =>
  page.locator('ruby', { hasText: base }).first().locator('rt').textContent();

async function setFurigana(page: Page, on: boolean): Promise<void> {
  const panelButton = page.getByRole('button', { name: '文字サイズ・配色' });
  await panelButton.click();
  const toggle = page.getByRole('switch', { name: 'ふりがな' });
  if ((await toggle.isChecked()) !== on) await toggle.click();
  expect(await toggle.isChecked()).toBe(on);
  await page.getByRole('button', { name: '閉じる' }).click();
}

test('with the switch’s cookie set, the server draws the ruby: the pages read with it without JavaScript, and are taken over as drawn, nothing moving', async () => {
  for (const [path, over, reading] of [
    [question.path, '嚥下', 'えんげ'],
    [column.path, '受給者証', 'じゅきゅうしゃしょう'],
  ] as const) {
    for (const javaScript of [false, true]) {
      const { context, page } = await newPage(browser(), { width: 412, javaScript });
      await context.addCookies([{ name: 'hiroba_furigana', value: 'on', url: baseUrl() }]);
      const problems: string[] = [];
      page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
      page.on('pageerror', (error) => problems.push(error.message));
      const firstScreen = javaScript ? await watchFirstScreen(page) : null;
      // The ruby the server drew, before any script runs.
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => Object.assign(window, { drawnRuby: document.querySelectorAll('main ruby').length, drawnHeading: document.querySelector('h1') }));
      });
      await page.goto(encodeURI(path), { waitUntil: 'networkidle' });
      expect(await page.locator('h1 ruby').count()).toBeGreaterThan(0);
      expect(await readingOver(page, over)).toBe(reading);
      if (firstScreen) {
        await takenOver(page);
        const drawn = await page.evaluate(() => {
          const w = window as unknown as { drawnRuby: number; drawnHeading: Element | null };
          return { ruby: w.drawnRuby, sameHeading: document.querySelector('h1') === w.drawnHeading, now: document.querySelectorAll('main ruby').length };
        });
        // Hydrated as drawn, ruby and all: not emptied, drawn anew, nor drawn first without ruby.
        expect(drawn.ruby).toBeGreaterThan(0);
        expect(drawn.now).toBe(drawn.ruby);
        expect(drawn.sameHeading).toBe(true);
        expect(await firstScreen.drawnCount()).toBeGreaterThan(20);
        expect(await firstScreen.moved()).toEqual([]);
      }
      expect(problems).toEqual([]);
      await context.close();
    }
  }
});

test('ふりがな on: ruby with the glossary’s readings on a question and a column, kept after a reload; off: no ruby', async () => {
  const { context, page } = await newPage(browser());
  await page.goto(encodeURI(question.path));
  await takenOver(page);
  await page.getByRole('heading', { level: 1, name: question.title }).waitFor();
  expect(await page.locator('ruby').count()).toBe(0);

  await setFurigana(page, true);
  await page.locator('h1 ruby').first().waitFor();
  expect(await readingOver(page, '嚥下')).toBe('えんげ');
  expect(await readingOver(page, '一人')).toBe('ひとり');
  expect(await readingOver(page, '障害')).toBe('しょうがい');

  await page.reload();
  await takenOver(page);
  await page.locator('main ruby').first().waitFor();
  expect(await readingOver(page, '嚥下')).toBe('えんげ');

  await page.goto(column.path);
  await takenOver(page);
  await page.locator('.hiroba-column-body ruby').first().waitFor();
  expect(await readingOver(page, '受給者証')).toBe('じゅきゅうしゃしょう');
  expect(await readingOver(page, '相談支援専門員')).toBe('そうだんしえんせんもんいん');

  await setFurigana(page, false);
  await page.waitForFunction(() => document.querySelectorAll('ruby').length === 0);
  await page.reload();
  await takenOver(page);
  await page.getByRole('heading', { level: 1 }).waitFor();
  expect(await page.locator('ruby').count()).toBe(0);
  await context.close();
});

test('axe-core finds nothing with ふりがな on, at large text and high contrast, on a phone: a question, a column, /about and the open menu with its switch', async () => {
  const { context, page } = await newPage(browser(), { width: 390 });
  // Set as the panel sets them: for the whole site.
  await context.addCookies([
    { name: 'hiroba_reading', value: 'font=xl&contrast=high', url: baseUrl() },
    { name: 'hiroba_furigana', value: 'on', url: baseUrl() },
  ]);
  for (const path of [question.path, column.path, '/about']) {
    await page.goto(encodeURI(path));
    await takenOver(page);
    await page.locator('main ruby').first().waitFor();
    expect(await page.evaluate(() => [document.documentElement.dataset.fontSize, document.documentElement.dataset.contrast])).toEqual(['xl', 'high']);
    await expectAxeClean(page);
  }
  // A phone's メニュー holds 文字サイズ・配色 and the ふりがな switch, on.
  await page.getByRole('button', { name: 'メニュー' }).click();
  const menu = page.getByRole('dialog', { name: 'メニュー' });
  expect(await menu.getByRole('switch', { name: 'ふりがな' }).isChecked()).toBe(true);
  await expectAxeClean(page);
  await context.close();
});

test('by keyboard alone: focus on 文字サイズ・配色 loads the controls, so Enter and an immediate Tab reach them; Space turns ふりがな on; Escape returns to the button', async () => {
  const { context, page } = await newPage(browser());
  await page.goto('/about');
  await takenOver(page);
  const button = page.getByRole('button', { name: '文字サイズ・配色' });
  // What the focus starts has arrived and run (the controls' chunk), as it has by the time a person
  // presses Enter. (networkidle would not wait for it: the page reached that state before the focus,
  // and Playwright then answers at once.) webpack takes a chunk's <script> out once it has run.
  const chunk = page.waitForEvent('requestfinished', (request) => request.resourceType() === 'script');
  await button.focus();
  const loaded = await chunk;
  await page.waitForFunction((url) => ![...document.scripts].some((script) => script.src === url), loaded.url());
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('[role="radiogroup"]')?.getAttribute('aria-labelledby') ?? null)).not.toBeNull();
  const switchFocused = () => page.evaluate(() => document.activeElement?.getAttribute('role') === 'switch');
  for (let i = 0; i < 3 && !(await switchFocused()); i++) await page.keyboard.press('Tab');
  expect(await switchFocused()).toBe(true);
  await page.keyboard.press('Space');
  await page.locator('h1 ruby').first().waitFor();
  await page.keyboard.press('Escape');
  expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
  await page.keyboard.press('Enter');
  await page.getByRole('switch', { name: 'ふりがな' }).uncheck();
  await page.waitForFunction(() => document.querySelectorAll('ruby').length === 0);
  await context.close();
});

test('ふりがな on the fixed text: /about shows ruby on its h1 and body from the readings made ahead of time; off: none', async () => {
  const { context, page } = await newPage(browser());
  await page.goto('/about');
  await takenOver(page);
  await page.getByRole('heading', { level: 1, name: '障害福祉Q&Aひろばについて' }).waitFor();
  expect(await page.locator('ruby').count()).toBe(0);

  await setFurigana(page, true);
  await page.locator('h1 ruby').first().waitFor();
  expect(await page.locator('h1 ruby', { hasText: '障害' }).locator('rt').textContent()).toBe('しょうがい');
  expect(await page.locator('h1 ruby', { hasText: '福祉' }).locator('rt').textContent()).toBe('ふくし');
  const body = page.locator('.hiroba-prose');
  expect(await body.locator('h2 ruby', { hasText: '大切' }).locator('rt').textContent()).toBe('たいせつ');
  expect(await body.locator('ruby', { hasText: '専門' }).first().locator('rt').textContent()).toBe('せんもん');

  await setFurigana(page, false);
  await page.waitForFunction(() => document.querySelectorAll('ruby').length === 0);
  await context.close();
});

test('an author corrects a reading in the editor’s preview: a ruby word by keyboard adds its row, a kanji reading is refused beside the field, the right one is saved and read', async () => {
  const admin = await newMember('admin');
  const written = await writeColumn(admin, uniqueTitle('朝の市場を歩く'), { body: '<p>駅前の市場で野菜を買います。</p>' });
  const { context, page } = await newPage(browser(), { as: admin });
  await page.goto(`/admin/columns/edit/${written.id}`);
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'タイトル' }).waitFor();
  await main.getByRole('button', { name: 'プレビュー' }).click();
  await main.getByRole('switch', { name: 'ふりがなを表示' }).check();
  const preview = main.getByRole('region', { name: 'プレビュー（読む人に見える形）' });
  // The analyser reads 市場 しじょう; this column means the market, いちば.
  const bodyWord = preview.getByRole('button', { name: /^市場/ }).last();
  await bodyWord.waitFor();
  expect(await bodyWord.textContent()).toBe('市場（しじょう）');
  await bodyWord.focus();
  await page.keyboard.press('Enter');

  const row = main.getByRole('group', { name: '1つ目' });
  const reading = row.getByRole('textbox', { name: '読み', exact: true });
  await page.waitForFunction(() => (document.activeElement as HTMLInputElement | null)?.value === 'しじょう');
  expect(await row.getByRole('textbox', { name: '読みを直す語' }).inputValue()).toBe('市場');
  await reading.fill('市場');
  await page.waitForFunction(
    (el) => (el?.getAttribute('aria-describedby') ?? '').split(' ').some((id) => document.getElementById(id)?.textContent?.includes('読みはひらがなで入力してください。')),
    await reading.elementHandle(),
  );
  await reading.fill('いちば');
  await page.waitForFunction(() => [...document.querySelectorAll('main ruby[role="button"]')].some((ruby) => ruby.textContent === '市場（いちば）'));
  await expectAxeClean(page);

  await main.getByRole('button', { name: '保存する' }).click();
  await page.getByText(`コラム「${written.title}」を保存しました。`).waitFor();
  const saved = await callApi<{ reading_corrections: unknown }>('GET', `/columns/${written.id}`, { address: admin.address, token: admin.session.token });
  expect(saved.reading_corrections).toEqual([{ term: '市場', reading: 'いちば' }]);
  // The stored readings are made again with the correction: the column's readers see いちば.
  await readingsMade(`/columns/${written.id}/readings`, (d) => typeof d.body_html === 'string' && d.body_html.includes('<rt>いちば</rt>'));
  await context.close();
});
