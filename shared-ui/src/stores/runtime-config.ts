// The runtime /config.json (docs/CONTRACT.md), held once for the shell and every remote. The shell
// reads the file once at start and calls setRuntimeConfig() before rendering; pages only read the
// store, so there is one request and one set of defaults. shared-ui is a federation singleton, so the
// remotes see the same store.
import { useSyncExternalStore } from 'react';
import { create } from 'zustand';
import type { RuntimeConfig } from '../remote-contract';

/**
 * Used field by field where config.json is missing, incomplete or empty, so the site still starts
 * and pages always have something true to show. The operator defaults are what the legal pages
 * (特定商取引法に基づく表記, 利用規約) may show: the law allows disclosing address and phone on request,
 * but the row must never be empty. This is the only place these fallbacks live.
 */
export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  apiBaseUrl: '/',
  gaMeasurementId: null,
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
  stripePublishableKey: null,
};

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A non-blank string, or the fallback (an empty value from the server means "not set"). */
function text<T extends string | null>(value: unknown, fallback: T): string | T {
  return typeof value === 'string' && value.trim() !== '' ? value : fallback;
}

/** A positive whole number of yen (JPY has no minor unit), or the fallback. */
function yen(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : fallback;
}

/** config.json as read (anything) → a complete RuntimeConfig, each field checked on its own. */
export function mergeConfig(raw: unknown): RuntimeConfig {
  const d = DEFAULT_RUNTIME_CONFIG;
  const r = isObject(raw) ? raw : {};
  const op = isObject(r.operator) ? r.operator : {};
  const plan = isObject(r.plan) ? r.plan : {};
  return {
    apiBaseUrl: text(r.apiBaseUrl, d.apiBaseUrl),
    gaMeasurementId: text(r.gaMeasurementId, d.gaMeasurementId),
    siteName: text(r.siteName, d.siteName),
    operator: {
      name: text(op.name, d.operator.name),
      representative: text(op.representative, d.operator.representative),
      address: text(op.address, d.operator.address),
      phone: text(op.phone, d.operator.phone),
      email: text(op.email, d.operator.email),
      companyUrl: text(op.companyUrl, d.operator.companyUrl),
    },
    plan: { priceJpy: yen(plan.priceJpy, d.plan.priceJpy) },
    stripePublishableKey: text(r.stripePublishableKey, d.stripePublishableKey),
  };
}

const useRuntimeConfigStore = create<RuntimeConfig>()(() => DEFAULT_RUNTIME_CONFIG);

/** Replaces the whole config with `raw` merged over the defaults; returns what was stored. */
export function setRuntimeConfig(raw: unknown): RuntimeConfig {
  const config = mergeConfig(raw);
  useRuntimeConfigStore.setState(config, true);
  return config;
}

/** The config outside React (start-up code, event handlers). */
export function getRuntimeConfig(): RuntimeConfig {
  return useRuntimeConfigStore.getState();
}

/**
 * The config in a component, or the part a selector picks (re-renders only when that part changes).
 * A selector must return a value from the config, not build a new object on every call.
 */
export function useRuntimeConfig(): RuntimeConfig;
export function useRuntimeConfig<T>(selector: (config: RuntimeConfig) => T): T;
export function useRuntimeConfig<T>(selector?: (config: RuntimeConfig) => T): T | RuntimeConfig {
  const read = () => (selector ? selector(useRuntimeConfigStore.getState()) : useRuntimeConfigStore.getState());
  // The server snapshot is the config as set, not the defaults the store began with (zustand's own
  // hook would give those): the server sets it before each draw and the browser before hydrating,
  // so a drawn page shows config.json's operator and price, and hydration finds the same.
  return useSyncExternalStore(useRuntimeConfigStore.subscribe, read, read);
}
