// The breadcrumbs the shell draws under the navbar: items with text, to, disabled; category and tag
// chips (docs/product.md#default-layout). Pages set them through useBreadcrumbs().
import { create } from 'zustand';

export interface BreadcrumbItem {
  text: string;
  to?: string;
  disabled?: boolean;
}

/** A category or tag shown as a chip beside the breadcrumbs; the page knows where it links. */
export interface BreadcrumbChip {
  text: string;
  to: string;
}

export interface BreadcrumbChips {
  categories?: BreadcrumbChip[];
  tags?: BreadcrumbChip[];
}

interface BreadcrumbState {
  items: BreadcrumbItem[];
  chips: BreadcrumbChips;
  set(items: BreadcrumbItem[], chips?: BreadcrumbChips): void;
  clear(): void;
}

export const useBreadcrumbStore = create<BreadcrumbState>()((set) => ({
  items: [],
  chips: {},
  set(items, chips = {}) {
    set({ items, chips });
  },
  clear() {
    set({ items: [], chips: {} });
  },
}));
