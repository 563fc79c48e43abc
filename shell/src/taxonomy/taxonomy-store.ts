// Published tags and categories, loaded once per visit and again after an admin changes them, shown
// by the footer and the navbar's column menu. docs/product.md#footer-taxonomy-lists fixes the queries:
// tags status=published; categories status=published and per=all.
import { createContext } from 'react';
import { create } from 'zustand';
import { api, onDataChange, type Category, type Tag } from '@hiroba/api-client';

interface TaxonomyState {
  tags: Tag[];
  categories: Category[];
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** Starts the one load of this visit; later calls do nothing. */
  load(): void;
}

/** Both lists as the footer and menu show them. */
export type TaxonomyLists = Pick<TaxonomyState, 'tags' | 'categories'>;

export async function fetchTaxonomyLists(): Promise<TaxonomyLists> {
  const [tags, categories] = await Promise.all([api.tags.list({ status: 'published' }), api.categories.list({ status: 'published', per: 'all' })]);
  return { tags: tags.data, categories: categories.data };
}

/**
 * The lists a page was drawn with on the server, for the footer until the store has its own: a store
 * seeded before hydration is not enough, since zustand hydrates from a store's initial state.
 */
export const DrawnTaxonomy = createContext<TaxonomyLists | null>(null);

/**
 * Lists already at hand (the server draws the footer with them and sends them with the page), so
 * this visit does not load them again.
 */
export function seedTaxonomy(lists: TaxonomyLists): void {
  useTaxonomy.setState({ ...lists, status: 'ready' });
}

function fetchTaxonomy(set: (state: Partial<TaxonomyState>) => void): void {
  fetchTaxonomyLists().then(
    (lists) => set({ ...lists, status: 'ready' }),
    // The lists are a convenience: without them the links are simply not shown for this visit.
    () => set({ status: 'failed' }),
  );
}

export const useTaxonomy = create<TaxonomyState>()((set, get) => ({
  tags: [],
  categories: [],
  status: 'idle',
  load() {
    if (get().status !== 'idle') return;
    set({ status: 'loading' });
    fetchTaxonomy(set);
  },
}));

// A tag or category written in the admin area shows in the footer and menu without a reload.
onDataChange(['tags', 'categories'], () => {
  if (useTaxonomy.getState().status !== 'idle') fetchTaxonomy(useTaxonomy.setState);
});
