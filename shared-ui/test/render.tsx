// The render helper every app's component tests use: the providers the shell gives pages at run
// time (MantineProvider with the site theme, a router) around the component under test, and the
// runtime config the shell would have set from /config.json.
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { MantineProvider } from '../src/mantine';
import { setRuntimeConfig } from '../src/stores/runtime-config';
import { theme } from '../src/theme';
import type { RuntimeConfig } from '../src/remote-contract';

/** The part of /config.json a test cares about; the rest comes from the defaults. */
export type TestRuntimeConfig = Partial<Omit<RuntimeConfig, 'operator' | 'plan'>> & {
  operator?: Partial<RuntimeConfig['operator']>;
  plan?: Partial<RuntimeConfig['plan']>;
};

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** The URL the router starts at (default '/'). */
  route?: string;
  /** A route pattern (e.g. '/column/column-detail/:id') so the component can read useParams(). */
  path?: string;
  /**
   * What /config.json would hold (merged over the defaults like the shell does). Every render sets
   * the store, so a render without it sees the defaults, whatever an earlier test set.
   */
  config?: TestRuntimeConfig;
}

export interface RenderWithProvidersResult extends RenderResult {
  /** The router's current location (path + search + hash), after any navigation the test caused. */
  location(): string;
}

export function renderWithProviders(
  ui: ReactElement,
  { route = '/', path, config, ...options }: RenderWithProvidersOptions = {},
): RenderWithProvidersResult {
  setRuntimeConfig(config);
  const current = { value: route };
  function LocationProbe() {
    const location = useLocation();
    current.value = `${location.pathname}${location.search}${location.hash}`;
    return null;
  }
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <MantineProvider theme={theme} env="test">
        <MemoryRouter initialEntries={[route]}>
          <LocationProbe />
          {path ? (
            <Routes>
              <Route path={path} element={children} />
              <Route path="*" element={null} />
            </Routes>
          ) : (
            children
          )}
        </MemoryRouter>
      </MantineProvider>
    );
  }
  const result = render(ui, { wrapper: Wrapper, ...options });
  return { ...result, location: () => current.value };
}

export * from '@testing-library/react';
