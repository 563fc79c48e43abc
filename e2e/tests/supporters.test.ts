// The crowdfunding supporters list: an admin adds a supporter on the dark admin page and the public
// page (drawn by the server) lists them under their course; both pages pass axe (WCAG 2.2 A/AA), on a
// desktop and on a phone. The supporter and the course are this test's own (a unique name), so other files running at
// the same time see nothing of it.
import { axeViolations, describeViolations } from '../support/axe';
import { browserForFile, newPage } from '../support/browser';
import { newMember } from '../support/people';
import { uniqueTitle } from '../support/qa';

const browser = browserForFile();

test('the admin adds a supporter and the public page lists them under their course; both pages pass axe', async () => {
  const name = uniqueTitle('見本 花子');
  const course = uniqueTitle('テスト応援コース');
  const message = 'だれもが使いやすいサイトになりますように。';

  const admin = await newMember('admin');
  const { context, page } = await newPage(browser(), { as: admin });
  await page.goto('/admin/supporters');
  await page.getByRole('heading', { level: 1, name: 'クラウドファンディング支援者の管理' }).waitFor();
  // The demo list is there (the admin's page shows hidden supporters too).
  await page.getByRole('table').waitFor();
  await page.waitForLoadState('networkidle');
  expect(describeViolations(await axeViolations(page))).toBe('');

  await page.getByRole('navigation', { name: '管理メニュー' }).getByRole('link', { name: 'クラウドファンディング支援者' }).waitFor();
  await page.getByRole('link', { name: '支援者を追加する' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/supporters/new');
  await page.getByRole('textbox', { name: 'お名前' }).waitFor();
  // The courses already used come as the field's suggestions (a <datalist>, not drawn), loaded after
  // the form is shown; a move inside the site does not wait for the network to go quiet again.
  await page.locator('datalist#supporter-courses > option').first().waitFor({ state: 'attached' });
  expect(describeViolations(await axeViolations(page))).toBe('');

  await page.getByRole('textbox', { name: 'お名前' }).fill(name);
  await page.getByRole('combobox', { name: 'コース' }).fill(course);
  await page.getByRole('textbox', { name: /メッセージ/ }).fill(message);
  await page.getByRole('radiogroup', { name: '掲載' }).getByRole('radio', { name: '掲載する' }).check();
  await page.getByRole('button', { name: '支援者を追加する' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/supporters');
  const row = page.getByRole('row', { name: new RegExp(name.replace(/[()（）]/g, '.')) });
  await row.getByRole('cell', { name: course }).waitFor();
  // Added last, shown.
  expect(await row.getByText('掲載中').count()).toBe(1);
  expect(await row.getByRole('button', { name: '下へ' }).isDisabled()).toBe(true);
  await page.waitForLoadState('networkidle');
  expect(describeViolations(await axeViolations(page))).toBe('');
  // On a phone the table scrolls sideways and the navigation folds away; still no violation.
  await page.setViewportSize({ width: 390, height: 900 });
  await page.getByRole('button', { name: '管理メニュー' }).waitFor();
  expect(describeViolations(await axeViolations(page))).toBe('');
  await context.close();

  // The page arrives drawn by the server: a reader without JavaScript gets the list too.
  const noScript = await newPage(browser(), { javaScript: false });
  await noScript.page.goto('/list-of-crowdfunding-supporters');
  expect(await noScript.page.getByRole('heading', { level: 2, name: course }).count()).toBe(1);
  expect(await noScript.page.getByText(`${name} 様`).count()).toBe(1);
  await noScript.context.close();

  for (const width of [1280, 390]) {
    const visitor = await newPage(browser(), { width });
    await visitor.page.goto('/list-of-crowdfunding-supporters');
    const section = visitor.page.getByRole('region', { name: course });
    await section.getByRole('heading', { level: 2, name: course }).waitFor();
    const item = section.getByRole('listitem');
    expect(await item.count()).toBe(1);
    expect(await item.textContent()).toBe(`${name} 様${message}`);
    // The demo supporters are listed too; the hidden one is not.
    await visitor.page.getByRole('heading', { level: 2, name: 'スペシャルサポーターコース' }).waitFor();
    expect(await visitor.page.getByText('掲載確認中のデモ支援者').count()).toBe(0);
    await visitor.page.waitForLoadState('networkidle');
    expect(describeViolations(await axeViolations(visitor.page))).toBe('');
    await visitor.context.close();
  }
});

test('a supporter the admin hides leaves the public page', async () => {
  const name = uniqueTitle('仮名 たろう');
  const course = uniqueTitle('非掲載テストコース');
  const admin = await newMember('admin');
  const { context, page } = await newPage(browser(), { as: admin });
  await page.goto('/admin/supporters/new');
  await page.getByRole('textbox', { name: 'お名前' }).fill(name);
  await page.getByRole('combobox', { name: 'コース' }).fill(course);
  await page.getByRole('button', { name: '支援者を追加する' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/supporters');
  const row = page.getByRole('row', { name: new RegExp(name.replace(/[()（）]/g, '.')) });
  await row.getByRole('button', { name: '掲載をやめる' }).click();
  await row.getByText('非掲載', { exact: true }).waitFor();
  await context.close();

  const visitor = await newPage(browser());
  await visitor.page.goto('/list-of-crowdfunding-supporters');
  await visitor.page.getByRole('heading', { level: 2, name: 'スペシャルサポーターコース' }).waitFor();
  expect(await visitor.page.getByText(name).count()).toBe(0);
  expect(await visitor.page.getByRole('heading', { name: course }).count()).toBe(0);
  await visitor.context.close();
});
