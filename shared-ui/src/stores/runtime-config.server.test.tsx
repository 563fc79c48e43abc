// A page drawn on the server shows config.json's values, not the defaults: the legal pages show the
// operator as configured, the sign-up pages the configured price.
import { renderToString } from 'react-dom/server';
import { DEFAULT_RUNTIME_CONFIG, setRuntimeConfig, useRuntimeConfig } from './runtime-config';

function Operator() {
  const name = useRuntimeConfig((config) => config.operator.name);
  const price = useRuntimeConfig((config) => config.plan.priceJpy);
  return <p>{`${name}／${price}円`}</p>;
}

afterEach(() => setRuntimeConfig(undefined));

test('drawn on the server, the config is the one set, not the defaults', () => {
  setRuntimeConfig({ operator: { name: '株式会社ひろば' }, plan: { priceJpy: 980 } });
  const html = renderToString(<Operator />);
  expect(html).toContain('株式会社ひろば／980円');
  expect(html).not.toContain(DEFAULT_RUNTIME_CONFIG.operator.name);
});
