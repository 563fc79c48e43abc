// Form as the server draws it (the browser's side is in page-parts.test.tsx).
import { setImmediate } from 'node:timers';
import { prerender } from 'react-dom/static';
import { Form } from './form';

// React's server renderer schedules with Node's setImmediate, which jsdom does not provide.
globalThis.setImmediate ??= setImmediate;

// A form drawn on the server cannot be sent before the page is hydrated (its fields would go into the URL).
describe('Form', () => {
  it('is drawn on the server with its fields disabled', async () => {
    const { prelude } = await prerender(
      <Form>
        <input name="password" type="password" />
      </Form>,
    );
    expect(await new Response(prelude).text()).toMatch(/<fieldset class="hiroba-form-fields" disabled="">/);
  });
});
