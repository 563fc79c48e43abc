// The operator's details and the plan price come from /config.json (served from the environment),
// so legal pages always show what the running site really charges and who really runs it.
export interface Operator {
  name: string;
  representative: string;
  address: string;
  phone: string;
  email: string;
  companyUrl: string;
}

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
    address: 'お問い合わせいただければ遅滞なく開示します',
    phone: 'お問い合わせいただければ遅滞なく開示します',
    email: 'お問い合わせフォームからご連絡ください',
    companyUrl: '',
  },
  plan: { priceJpy: 550 },
};

let pending: Promise<SiteConfig> | null = null;

function merge(raw: Partial<SiteConfig> | null | undefined): SiteConfig {
  return {
    siteName: raw?.siteName || DEFAULT_SITE_CONFIG.siteName,
    operator: { ...DEFAULT_SITE_CONFIG.operator, ...stripEmpty(raw?.operator) },
    plan: {
      priceJpy:
        typeof raw?.plan?.priceJpy === 'number' && raw.plan.priceJpy > 0
          ? raw.plan.priceJpy
          : DEFAULT_SITE_CONFIG.plan.priceJpy,
    },
  };
}

function stripEmpty(operator: Partial<Operator> | undefined): Partial<Operator> {
  if (!operator) return {};
  return Object.fromEntries(Object.entries(operator).filter(([, v]) => typeof v === 'string' && v.trim() !== ''));
}

/** Loads /config.json once per page load (it is no-store on the server, so a reload picks up changes). */
export function loadSiteConfig(): Promise<SiteConfig> {
  if (!pending) {
    pending = fetch('/config.json', { headers: { Accept: 'application/json' } })
      .then((res) => (res.ok ? res.json() : null))
      .then((raw) => merge(raw))
      .catch(() => merge(null));
  }
  return pending;
}

/** Tests only: forget the cached answer. */
export function resetSiteConfigCache(): void {
  pending = null;
}

/** ¥550 → "550円（税込）". JPY has no minor unit. */
export function formatPriceJpy(priceJpy: number): string {
  return `${priceJpy.toLocaleString('ja-JP')}円（税込）`;
}
