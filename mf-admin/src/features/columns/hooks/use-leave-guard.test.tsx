import { renderHook } from '@testing-library/react';
import { LEAVE_QUESTION, useLeaveGuard } from './use-leave-guard';

afterEach(() => jest.restoreAllMocks());

function link(href: string): HTMLAnchorElement {
  const a = document.createElement('a');
  a.href = href;
  document.body.append(a);
  return a;
}

test('with unsaved changes, following a link inside the site asks first and stays when refused', () => {
  const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
  renderHook(() => useLeaveGuard(true));
  const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  link('/admin/columns').dispatchEvent(click);
  expect(confirm).toHaveBeenCalledWith(LEAVE_QUESTION);
  expect(click.defaultPrevented).toBe(true);
});

test('agreeing lets the link go; nothing is asked without changes or for a new tab', () => {
  const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
  const { rerender } = renderHook(({ dirty }) => useLeaveGuard(dirty), { initialProps: { dirty: true } });
  const agreed = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  link('/admin/tags').dispatchEvent(agreed);
  expect(agreed.defaultPrevented).toBe(false);
  const newTab = link('/column');
  newTab.target = '_blank';
  newTab.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
  expect(confirm).toHaveBeenCalledTimes(1);
  rerender({ dirty: false });
  link('/admin').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
  expect(confirm).toHaveBeenCalledTimes(1);
});

test('with unsaved changes, closing or reloading the tab asks the browser to confirm', () => {
  renderHook(() => useLeaveGuard(true));
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  expect(event.defaultPrevented).toBe(true);
});
