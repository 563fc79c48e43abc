import userEvent from '@testing-library/user-event';
import { column } from '@hiroba/api-client/test-support';
import { renderWithProviders, screen } from '@hiroba/shared-ui/test';
import { axeViolations } from '@hiroba/shared-ui/test/axe';
import { ColumnArticle } from './column-article';

const SUMMARY = 'まず、市役所の窓口で相談します。\nカードが家にとどきます。';
const open = (easySummary: string | null) => renderWithProviders(<ColumnArticle column={column({ easy_summary: easySummary })} />);
const toggle = () => screen.getByRole('button', { name: 'やさしい日本語で読む' });

test('a column with a summary: closed at first, opened and closed again from the keyboard, the button saying which region it opens', async () => {
  const { container } = open(SUMMARY);
  expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('region', { name: 'やさしい日本語の要約' })).not.toBeInTheDocument();

  await userEvent.tab();
  expect(toggle()).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(toggle()).toHaveAttribute('aria-expanded', 'true');
  const region = screen.getByRole('region', { name: 'やさしい日本語の要約' });
  expect(toggle()).toHaveAttribute('aria-controls', region.id);
  expect(screen.getByRole('heading', { level: 2, name: 'やさしい日本語の要約' })).toBeInTheDocument();
  // A paragraph a line.
  expect(region.querySelectorAll('p')).toHaveLength(2);
  expect(region).toHaveTextContent('まず、市役所の窓口で相談します。カードが家にとどきます。');
  expect(await axeViolations(container)).toEqual([]);

  await userEvent.keyboard(' ');
  expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('region', { name: 'やさしい日本語の要約' })).not.toBeInTheDocument();
});

test('a column without a summary has no button', () => {
  open(null);
  expect(screen.getByRole('article')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'やさしい日本語で読む' })).not.toBeInTheDocument();
});
