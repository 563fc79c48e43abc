// A press kept from before the scripts ran (the page's inline start script lists the button) is done
// once, as the server's button is taken over; a button nobody pressed does nothing on its own.
import { act, useRef } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { EARLY_PRESS, useEarlyPress } from './use-early-press';

function Toggle({ onPress }: { onPress: () => void }) {
  const ref = useRef<HTMLButtonElement>(null);
  useEarlyPress(ref, onPress);
  return (
    <button type="button" ref={ref} {...EARLY_PRESS} onClick={onPress}>
      メニュー
    </button>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  delete window.__hirobaEarlyPresses;
});

/** The server's button, pressed or not before the scripts ran, then taken over by React. */
function takeOver(pressedEarly: boolean, onPress: () => void): HTMLButtonElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Toggle onPress={() => undefined} />);
  document.body.append(container);
  const button = container.querySelector('button')!;
  expect(button.hasAttribute('data-early-press')).toBe(true);
  window.__hirobaEarlyPresses = pressedEarly ? [button] : [];
  act(() => {
    root = hydrateRoot(container, <Toggle onPress={onPress} />);
  });
  return button;
}

test('a button pressed before the scripts ran does the press once it is taken over, and leaves the list', () => {
  const onPress = jest.fn();
  const button = takeOver(true, onPress);
  expect(onPress).toHaveBeenCalledTimes(1);
  expect(window.__hirobaEarlyPresses).toEqual([]);
  // Later presses are the button's own.
  act(() => button.click());
  expect(onPress).toHaveBeenCalledTimes(2);
});

test('a button nobody pressed does nothing as it is taken over', () => {
  const onPress = jest.fn();
  takeOver(false, onPress);
  expect(onPress).not.toHaveBeenCalled();
});
