import { act, render, screen } from '@testing-library/react';
import {
  DEFAULT_RUNTIME_CONFIG,
  getRuntimeConfig,
  mergeConfig,
  setRuntimeConfig,
  useRuntimeConfig,
} from './runtime-config';

afterEach(() => setRuntimeConfig(null));

const served = {
  apiBaseUrl: 'https://api.example.jp/',
  gaMeasurementId: 'G-TEST123',
  siteName: '障害福祉Q&Aひろば',
  operator: {
    name: '株式会社ひろば',
    representative: '福祉 太郎',
    address: '東京都千代田区1-2-3',
    phone: '03-1234-5678',
    email: 'info@hiroba.example.jp',
    companyUrl: 'https://hiroba.example.jp/',
  },
  plan: { priceJpy: 980 },
  stripePublishableKey: 'pk_test_abc',
};

describe('mergeConfig', () => {
  it('keeps every field the server sent', () => {
    expect(mergeConfig(served)).toEqual(served);
  });

  it.each([null, undefined, 'not json', 42, [1, 2]])('gives the defaults for %p', (raw) => {
    expect(mergeConfig(raw)).toEqual(DEFAULT_RUNTIME_CONFIG);
  });

  it('fills each missing field on its own, inside operator and plan too', () => {
    const merged = mergeConfig({ gaMeasurementId: 'G-ONLY', operator: { name: '株式会社ひろば' } });
    expect(merged.gaMeasurementId).toBe('G-ONLY');
    expect(merged.operator.name).toBe('株式会社ひろば');
    expect(merged.operator.address).toBe(DEFAULT_RUNTIME_CONFIG.operator.address);
    expect(merged.plan.priceJpy).toBe(550);
    expect(merged.apiBaseUrl).toBe('/');
  });

  it('treats blank strings as not set, so the legal pages never show an empty 所在地', () => {
    const merged = mergeConfig({ siteName: '', operator: { address: '  ', phone: '', email: 'a@example.jp' } });
    expect(merged.siteName).toBe('障害福祉Q&Aひろば');
    expect(merged.operator.address).toBe('ご請求いただければ、遅滞なくお知らせします');
    expect(merged.operator.phone).toBe('ご請求いただければ、遅滞なくお知らせします');
    expect(merged.operator.email).toBe('a@example.jp');
    expect(mergeConfig({ gaMeasurementId: '', stripePublishableKey: '' })).toMatchObject({ gaMeasurementId: null, stripePublishableKey: null });
  });

  it.each([0, -550, 550.5, '550', null])('ignores a plan price of %p (whole yen above zero only)', (priceJpy) => {
    expect(mergeConfig({ plan: { priceJpy } }).plan.priceJpy).toBe(550);
  });

  it('ignores fields of the wrong type and fields it does not know', () => {
    const merged = mergeConfig({ apiBaseUrl: 7, operator: 'x', plan: [980], extra: true });
    expect(merged).toEqual(DEFAULT_RUNTIME_CONFIG);
  });
});

describe('the store', () => {
  it('holds the defaults until the shell sets it, then the merged config', () => {
    expect(getRuntimeConfig()).toEqual(DEFAULT_RUNTIME_CONFIG);
    const stored = setRuntimeConfig({ plan: { priceJpy: 980 } });
    expect(stored.plan.priceJpy).toBe(980);
    expect(getRuntimeConfig()).toBe(stored);
  });

  it('replaces the whole config on each set (nothing left over from before)', () => {
    setRuntimeConfig(served);
    setRuntimeConfig({ plan: { priceJpy: 700 } });
    expect(getRuntimeConfig().operator).toEqual(DEFAULT_RUNTIME_CONFIG.operator);
    expect(getRuntimeConfig().plan.priceJpy).toBe(700);
  });

  it('gives components the whole config, or the part a selector picks, and follows changes', () => {
    let renders = 0;
    function Price() {
      renders += 1;
      return <p>{useRuntimeConfig((c) => c.plan.priceJpy)}</p>;
    }
    function Operator() {
      return <p>{useRuntimeConfig().operator.name}</p>;
    }
    render(
      <>
        <Price />
        <Operator />
      </>,
    );
    expect(screen.getByText('550')).toBeInTheDocument();
    expect(screen.getByText('障害福祉Q&Aひろば 運営事務局')).toBeInTheDocument();

    act(() => void setRuntimeConfig({ ...served, plan: { priceJpy: 550 } }));
    expect(screen.getByText('株式会社ひろば')).toBeInTheDocument();
    expect(renders).toBe(1); // the price did not change, so its component did not render again

    act(() => void setRuntimeConfig(served));
    expect(screen.getByText('980')).toBeInTheDocument();
    expect(renders).toBe(2);
  });
});
