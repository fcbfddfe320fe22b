import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

test('a first day left without a second is dropped when a preset closes the menu', async () => {
  const user = userEvent.setup();
  const onChange = jest.fn();
  render(<DateRangePresetPicker value={{ start_date: '', end_date: '' }} onChange={onChange} />);
  const day = (n: number) =>
    document.querySelector(
      `.react-datepicker__day--0${String(n).padStart(2, '0')}:not(.react-datepicker__day--outside-month)`,
    )!;
  await user.click(screen.getByRole('button', { name: 'All Time (Date range)' }));
  await user.click(day(5));
  expect(onChange).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'Yesterday' }));
  expect(onChange).toHaveBeenCalledTimes(1);
  await user.click(screen.getByRole('button', { name: /\(Date range\)$/ }));
  await user.click(day(20));
  // One click after reopening starts a new range: nothing is applied yet.
  expect(onChange).toHaveBeenCalledTimes(1);
  await user.click(day(22));
  expect(onChange).toHaveBeenCalledTimes(2);
  expect(onChange.mock.calls[1][0].start_date.slice(8)).toBe('20');
  expect(onChange.mock.calls[1][0].end_date.slice(8)).toBe('22');
});
