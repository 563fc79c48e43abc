import { startMode } from './start-mode';

const drawn = { drawnUrl: '/question-and-answer', currentUrl: '/question-and-answer', signedIn: false, remoteLoaded: true };

it('a visitor on the page the server drew takes it over', () => {
  expect(startMode(drawn)).toBe('hydrate');
});

it('a signed-in reader takes it over too, and loads its data again (the server draws what a visitor sees)', () => {
  expect(startMode({ ...drawn, signedIn: true })).toBe('refresh');
});

it.each([
  ['the server drew no page', { drawnUrl: null }],
  ['the remote did not load in the browser', { remoteLoaded: false }],
  ['the page was drawn with ふりがな and its readings did not load in the browser', { furiganaLoaded: false }],
  ['the URL is not the one drawn', { currentUrl: '/column' }],
  ['a signed-in reader is on a URL not drawn', { signedIn: true, currentUrl: '/column' }],
])('draws anew when %s', (_why, change) => {
  expect(startMode({ ...drawn, ...change })).toBe('render');
});
