import { waitFor } from '@testing-library/react';
import { renderWithProviders, screen, setFurigana, within } from '@hiroba/shared-ui/test';
import SpecificTradeLawPage from './specific-trade-law-page';

const operator = {
  name: '株式会社ひろば',
  representative: '福祉 太郎',
  address: '東京都千代田区1-2-3',
  phone: '03-1234-5678',
  email: 'info@hiroba.example.jp',
  companyUrl: 'https://hiroba.example.jp',
};

describe('SpecificTradeLawPage', () => {
  it('lists every item the law requires, with the operator and price from /config.json', () => {
    renderWithProviders(<SpecificTradeLawPage />, { route: '/specific-trade-law', config: { operator, plan: { priceJpy: 980 } } });
    const table = screen.getByRole('table');
    const value = (label: string) => within(table).getByRole('rowheader', { name: label }).nextElementSibling?.textContent;
    expect(value('販売事業者')).toBe('株式会社ひろば');
    expect(value('運営統括責任者')).toBe('福祉 太郎');
    expect(value('所在地')).toBe('東京都千代田区1-2-3');
    expect(value('電話番号')).toContain('03-1234-5678');
    expect(value('メールアドレス')).toBe('info@hiroba.example.jp');
    expect(value('販売価格')).toContain('980円（税込）');
    expect(value('支払方法')).toBe('クレジットカード');
    for (const label of ['商品代金以外の必要料金', '支払時期', '役務の提供時期', '返品・キャンセル', '動作環境']) {
      expect(value(label)).toBeTruthy();
    }
    expect(value('返品・キャンセル')).toMatch(/マイページ.*期間の終わり/);
  });

  it('never shows an empty row when the server leaves operator details blank', () => {
    renderWithProviders(<SpecificTradeLawPage />, {
      route: '/specific-trade-law',
      config: { operator: { ...operator, address: '', phone: ' ' } },
    });
    const table = screen.getByRole('table');
    const value = (label: string) => within(table).getByRole('rowheader', { name: label }).nextElementSibling?.textContent;
    expect(value('所在地')).toBe('ご請求いただければ、遅滞なくお知らせします');
    expect(value('電話番号')).toContain('ご請求いただければ、遅滞なくお知らせします');
    expect(value('販売事業者')).toBe('株式会社ひろば');
    expect(value('販売価格')).toContain('550円（税込）');
  });

  describe('with ふりがな on', () => {
    afterEach(() => setFurigana(false));

    it("reads the rows' labels and fixed text, and leaves the operator's details from config as they are", async () => {
      renderWithProviders(<SpecificTradeLawPage />, { route: '/specific-trade-law', config: { operator, plan: { priceJpy: 980 } } });
      // Found before ruby is on: a label's name then holds its readings too.
      const table = screen.getByRole('table');
      const label = within(table).getByRole('rowheader', { name: '販売事業者' });
      const seller = label.nextElementSibling!;
      const payment = within(table).getByRole('rowheader', { name: '支払方法' }).nextElementSibling!;
      const times = within(table).getByRole('rowheader', { name: '役務の提供時期' }).nextElementSibling!;
      setFurigana(true);
      await waitFor(() => expect(label.querySelector('ruby')).not.toBeNull());
      expect([...label.querySelectorAll('rt')].map((rt) => rt.textContent).join('')).toBe('はんばいじぎょうしゃ');
      expect(times.querySelector('ruby')).not.toBeNull();
      expect(payment.querySelector('ruby')).toBeNull(); // クレジットカード has no kanji
      expect(seller.textContent).toBe('株式会社ひろば');
      expect(seller.querySelector('ruby')).toBeNull();
    });
  });
});
