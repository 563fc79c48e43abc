import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test/render';
import { ReadingPrefsControl } from './components/reading-prefs-control';
import {
  READING_COOKIE,
  READING_PREFS_HEAD_SCRIPT,
  parseReadingCookie,
  useReadingPrefs,
} from './reading-prefs';

function clearCookie() {
  document.cookie = `${READING_COOKIE}=; Path=/; Max-Age=0`;
}

beforeEach(() => {
  clearCookie();
  useReadingPrefs.setState({ font: 'md', contrast: 'standard' });
  delete document.documentElement.dataset.fontSize;
  delete document.documentElement.dataset.contrast;
});

describe('parseReadingCookie', () => {
  it('reads the site format and the ;-separated form other tools set', () => {
    expect(parseReadingCookie('a=1; hiroba_reading=font=lg&contrast=high; b=2')).toEqual({ font: 'lg', contrast: 'high' });
    expect(parseReadingCookie('hiroba_reading=font=xl;contrast=high')).toEqual({ font: 'xl', contrast: 'high' });
    expect(parseReadingCookie('hiroba_reading=font%3Dxl%26contrast%3Dstandard')).toEqual({ font: 'xl', contrast: 'standard' });
  });

  it('falls back to the defaults for missing or unknown values', () => {
    expect(parseReadingCookie('')).toEqual({ font: 'md', contrast: 'standard' });
    expect(parseReadingCookie('hiroba_reading=font=huge&contrast=neon')).toEqual({ font: 'md', contrast: 'standard' });
    expect(parseReadingCookie('hiroba_reading=%E0%A4%A')).toEqual({ font: 'md', contrast: 'standard' });
  });
});

describe('reading preferences', () => {
  it('are written to the cookie and applied on <html>', () => {
    useReadingPrefs.getState().setFont('xl');
    useReadingPrefs.getState().setContrast('high');
    expect(document.cookie).toContain(`${READING_COOKIE}=font=xl&contrast=high`);
    expect(document.documentElement.dataset).toMatchObject({ fontSize: 'xl', contrast: 'high' });
  });

  it('survive logout (localStorage.clear()) and a new page load', () => {
    useReadingPrefs.getState().setFont('lg');
    useReadingPrefs.getState().setContrast('high');
    localStorage.clear();
    delete document.documentElement.dataset.fontSize;
    jest.isolateModules(() => {
      const fresh = require('./reading-prefs') as typeof import('./reading-prefs');
      expect(fresh.useReadingPrefs.getState()).toMatchObject({ font: 'lg', contrast: 'high' });
      // Applied at load, before any component renders.
      expect(document.documentElement.dataset.fontSize).toBe('lg');
    });
  });

  it('the <head> script applies the cookie before the scripts load', () => {
    document.cookie = `${READING_COOKIE}=font=xl&contrast=high; Path=/`;
    new Function(READING_PREFS_HEAD_SCRIPT)();
    expect(document.documentElement.dataset).toMatchObject({ fontSize: 'xl', contrast: 'high' });
  });
});

describe('ReadingPrefsControl', () => {
  it('offers two labelled groups that change the settings by keyboard', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ReadingPrefsControl />);
    const size = screen.getByRole('radiogroup', { name: '文字サイズ' });
    const colours = screen.getByRole('radiogroup', { name: '配色' });
    expect(size).toBeInTheDocument();
    expect(colours).toBeInTheDocument();

    expect(within(size).getByRole('radio', { name: '標準' })).toBeChecked();
    expect(within(colours).getByRole('radio', { name: '標準' })).toBeChecked();
    await user.click(within(size).getByRole('radio', { name: '特大' }));
    expect(useReadingPrefs.getState().font).toBe('xl');

    // Keyboard: Tab into the group, arrow to the next option (native radio behaviour).
    within(colours).getByRole('radio', { name: '標準' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(useReadingPrefs.getState().contrast).toBe('high');
    expect(document.documentElement.dataset.contrast).toBe('high');
  });
});
