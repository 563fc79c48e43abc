// ReactionToggle as the server draws it: a press before the page's scripts have taken over would do
// nothing, so it is disabled there (the browser draws it enabled at once: question-detail-page.test.tsx).
import { setImmediate } from 'node:timers';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { MantineProvider, theme } from '@hiroba/shared-ui';
import { ReactionToggle } from './reaction-toggle';

// React's server renderer schedules with Node's setImmediate, which jsdom does not provide.
globalThis.setImmediate ??= setImmediate;

it('is drawn on the server disabled, with its count', async () => {
  const { prelude } = await prerender(
    <MantineProvider theme={theme}>
      <StaticRouter location="/question-and-answer/専門家/1">
        <ReactionToggle label="いいね" initial={{ on: false, count: 3 }} send={async (on) => ({ on, count: 3 })} failMessage="いいねできませんでした。" />
      </StaticRouter>
    </MantineProvider>,
  );
  const html = await new Response(prelude).text();
  expect(html).toMatch(/<button[^>]* disabled=""[^>]*>[\s\S]*いいね(<!-- -->| )*3</);
});
