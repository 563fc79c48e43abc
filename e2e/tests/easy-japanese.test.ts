// やさしい日本語 end to end in real Chromium (docs/reading-aids.md#やさしい日本語): an admin writes a
// column's やさしい日本語の要約 in the editor and sees the plain-Japanese hints come and go as they
// rewrite it; the column page arrives drawn with 「やさしい日本語で読む」 closed, and a visitor opens
// and closes the summary from the keyboard; axe finds nothing on the editor or with the summary open.
import { baseUrl } from '../support/api';
import { expectAxeClean } from '../support/axe';
import { browserForFile, newPage, takenOver } from '../support/browser';
import { writeColumn, type WrittenColumn } from '../support/columns';
import { newMember, type Member } from '../support/people';
import { uniqueTitle } from '../support/qa';

const browser = browserForFile();
let admin: Member;
let column: WrittenColumn;
let withSummary: WrittenColumn;
const PLAIN = 'まず、市役所の窓口で相談します。\nさいごに、カードが家にとどきます。';
beforeAll(async () => {
  admin = await newMember('admin');
  column = await writeColumn(admin, uniqueTitle('受給者証のやさしい説明'));
  withSummary = await writeColumn(admin, uniqueTitle('やさしい日本語の要約のある記事'), { easy_summary: PLAIN });
});

const HARD = 'サービスを使いたいときは、お住まいの市区町村の障害福祉の窓口で、使いたいサービスについて相談して、申請の書類を出します。';

test('an admin writes the summary; the hints name a long sentence, then none once it is plain; it is saved', async () => {
  const { context, page } = await newPage(browser(), { as: admin });
  await page.goto(`/admin/columns/edit/${column.id}`);
  const main = page.getByRole('main');
  const summary = main.getByRole('textbox', { name: 'やさしい日本語の要約' });
  await summary.fill(`はじめに。\n${HARD}`);
  await main.getByRole('status').filter({ hasText: /やさしい日本語のヒントが\d+件あります。/ }).waitFor();
  await main.getByText(/2行目：1文が50文字を超えています（\d+文字）。/).waitFor();
  await expectAxeClean(page);

  await summary.fill(PLAIN);
  await main.getByRole('status').filter({ hasText: 'やさしい日本語のヒントはありません。' }).waitFor();
  await main.getByRole('button', { name: '保存する' }).click();
  await page.waitForURL(/\/admin\/columns(\?|$)/);
  await context.close();
  // The page now has the summary (the visitor's side is the next test, on its own column).
  const res = await fetch(new URL(column.path, baseUrl()), { headers: { accept: 'text/html' } });
  expect(await res.text()).toContain('やさしい日本語で読む');
});

test('the column page arrives with the summary closed; a visitor opens it and closes it again from the keyboard', async () => {
  // Drawn by the server: the button is there, closed, and the summary is not shown.
  const drawn = await newPage(browser(), { javaScript: false });
  await drawn.page.goto(withSummary.path);
  const closed = drawn.page.getByRole('button', { name: 'やさしい日本語で読む' });
  await expect(closed.getAttribute('aria-expanded')).resolves.toBe('false');
  await expect(drawn.page.getByText('まず、市役所の窓口で相談します。').isVisible()).resolves.toBe(false);
  await drawn.context.close();

  const { context, page } = await newPage(browser());
  await page.goto(withSummary.path);
  await takenOver(page);
  const toggle = page.getByRole('button', { name: 'やさしい日本語で読む' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  const region = page.getByRole('region', { name: 'やさしい日本語の要約' });
  await region.getByText('まず、市役所の窓口で相談します。').waitFor();
  await region.getByText('さいごに、カードが家にとどきます。').waitFor();
  await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
  await expect(toggle.getAttribute('aria-controls')).resolves.toBe(await region.getAttribute('id'));
  await expectAxeClean(page);

  await page.keyboard.press('Space');
  await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
  await expect(region.isVisible()).resolves.toBe(false);
  await context.close();
});
