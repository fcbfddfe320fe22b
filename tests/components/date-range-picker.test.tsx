import { render, screen } from '@testing-library/react';
import { DateRangePresetPicker } from '../../src/components/DateRangePresetPicker';

// The picker's button names the range it holds; a list with no dates (All Time) said only " - ".

test('no dates read as All Time; a range as its two days; an open end as …', () => {
  const { rerender } = render(
    <DateRangePresetPicker value={{ start_date: '', end_date: '' }} onChange={() => undefined} />,
  );
  expect(screen.getByRole('button', { name: 'All Time (Date range)' })).toBeInTheDocument();
  rerender(
    <DateRangePresetPicker
      value={{ start_date: '2026-11-01', end_date: '2026-11-24' }}
      onChange={() => undefined}
    />,
  );
  expect(screen.getByRole('button', { name: '01-11-2026 - 24-11-2026 (Date range)' })).toBeInTheDocument();
  rerender(
    <DateRangePresetPicker value={{ start_date: '2026-11-01', end_date: '' }} onChange={() => undefined} />,
  );
  expect(screen.getByRole('button', { name: '01-11-2026 - … (Date range)' })).toBeInTheDocument();
});
