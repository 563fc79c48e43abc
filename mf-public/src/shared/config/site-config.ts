import type { RuntimeConfig } from '@hiroba/shared-ui';

// The operator's details and the plan price come from /config.json (served from the environment),
// so legal pages always show what the running site really charges and who really runs it.
export type Operator = RuntimeConfig['operator'];

export interface SiteConfig {
  siteName: string;
  operator: Operator;
  plan: { priceJpy: number };
}

// Used only for fields /config.json leaves out; the server fills every field from its environment.
export const DEFAULT_SITE_CONFIG: SiteConfig = {
  siteName: '障害福祉Q&Aひろば',
  operator: {
    name: '障害福祉Q&Aひろば 運営事務局',
    representative: '運営責任者',
    address: 'ご請求いただければ、遅滞なくお知らせします',
    phone: 'ご請求いただければ、遅滞なくお知らせします',
    email: 'お問い合わせフォームからご連絡ください',
    companyUrl: '',
  },
  plan: { priceJpy: 550 },
};

type RawConfig = Partial<Omit<RuntimeConfig, 'operator' | 'plan'>> & {
  operator?: Partial<Operator>;
  plan?: Partial<RuntimeConfig['plan']>;
};

function nonEmpty(operator: Partial<Operator> | undefined): Partial<Operator> {
  if (!operator) return {};
  return Object.fromEntries(Object.entries(operator).filter(([, v]) => typeof v === 'string' && v.trim() !== ''));
}

function merge(raw: RawConfig | null): SiteConfig {
  const price = raw?.plan?.priceJpy;
  return {
    siteName: raw?.siteName || DEFAULT_SITE_CONFIG.siteName,
    operator: { ...DEFAULT_SITE_CONFIG.operator, ...nonEmpty(raw?.operator) },
    plan: { priceJpy: typeof price === 'number' && price > 0 ? price : DEFAULT_SITE_CONFIG.plan.priceJpy },
  };
}

let pending: Promise<SiteConfig> | null = null;

/** Loads /config.json once per page load (no-store on the server, so a reload picks up changes). */
export function loadSiteConfig(): Promise<SiteConfig> {
  pending ??= fetch('/config.json', { headers: { accept: 'application/json' } })
    .then((res) => (res.ok ? (res.json() as Promise<RawConfig>) : null))
    .then(merge)
    .catch(() => merge(null));
  return pending;
}

/** Tests only: forget the cached answer. */
export function resetSiteConfigCache(): void {
  pending = null;
}

/** 550 → "550円（税込）". JPY has no minor unit. */
export function formatPriceJpy(priceJpy: number): string {
  return `${priceJpy.toLocaleString('ja-JP')}円（税込）`;
}
