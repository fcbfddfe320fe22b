import { useState } from 'react';
import { Button, Dropdown } from 'react-bootstrap';
import DatePicker from 'react-datepicker';
import { calendarLocale } from '../lib/calendarLocale';
import 'react-datepicker/dist/react-datepicker.css';
import {
  displayDay,
  isoDay,
  parseDay,
  presetOf,
  presetRange,
  PRESET_LABELS,
  type DateRange,
} from '../lib/dateRanges';

/**
 * A date range picker with presets (Today, Yesterday, Last 7 Days, Last 30 Days, This Month, Last
 * Month, All Time) and a custom range on a react-datepicker calendar. Values are yyyy-MM-dd.
 */
export function DateRangePresetPicker({
  value,
  onChange,
  id = 'date-range',
}: {
  value: DateRange;
  onChange: (range: DateRange) => void;
  id?: string;
}) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<[Date | null, Date | null]>([null, null]);
  // No dates at all is the lists' All Time (prospects and stakeholders open on it): say so, not " - ".
  const unbounded = !value.start_date && !value.end_date;
  const preset = unbounded ? 'All Time' : presetOf(value);
  const label = unbounded
    ? 'All Time'
    : `${displayDay(value.start_date) || '…'} - ${displayDay(value.end_date) || '…'}`;

  // A first day clicked but not followed by a second is dropped whenever the menu closes (a
  // preset, Cancel, Escape, a click outside): the next click starts a new range.
  const toggle = (next: boolean) => {
    if (!next) setDraft([null, null]);
    setOpen(next);
  };
  const choose = (range: DateRange) => {
    onChange(range);
    toggle(false);
  };

  return (
    <Dropdown show={open} onToggle={toggle} autoClose="outside">
      {/* Named by the range it shows plus what it is (WCAG 2.5.3 label in name). */}
      <Dropdown.Toggle variant="outline-secondary" size="sm" id={id}>
        {label}
        <span className="visually-hidden"> (Date range)</span>
      </Dropdown.Toggle>
      {/* On a phone the calendar wraps under the presets instead of widening the page. */}
      <Dropdown.Menu className="p-2" style={{ maxWidth: 'calc(100vw - 1rem)' }}>
        <div className="d-flex flex-wrap gap-2">
          <div className="d-flex flex-column" role="group" aria-label="Date range presets">
            {/* The chosen preset is marked with aria-current: react-bootstrap's `active` also
                sets aria-selected, which a button may not carry. */}
            {PRESET_LABELS.map((name) => (
              <Dropdown.Item
                key={name}
                as="button"
                type="button"
                className={preset === name ? 'active' : undefined}
                aria-current={preset === name ? 'true' : undefined}
                onClick={() => choose(presetRange(name))}
              >
                {name}
              </Dropdown.Item>
            ))}
          </div>
          {/* The calendar moves between days with the arrow keys: they stop here, or the menu's own
              arrow keys took focus to the presets (ArrowDown on a day jumped to 'Today'). */}
          <div onKeyDown={(e) => e.key.startsWith('Arrow') && e.stopPropagation()}>
            <DatePicker
              inline
              locale={calendarLocale}
              selectsRange
              startDate={draft[0] ?? parseDay(value.start_date)}
              endDate={draft[1] ?? (draft[0] ? null : parseDay(value.end_date))}
              onChange={(dates: [Date | null, Date | null]) => {
                setDraft(dates);
                const [start, end] = dates;
                if (start && end) {
                  choose({ start_date: isoDay(start), end_date: isoDay(end) });
                }
              }}
            />
            <div className="text-end">
              <Button variant="link" size="sm" onClick={() => toggle(false)}>
                Cancel
              </Button>
            </div>
          </div>
        </div>
      </Dropdown.Menu>
    </Dropdown>
  );
}
