import type { KeyboardEvent } from 'react';

interface ListState {
  count: number;
  shown: boolean;
  active: number;
  setActive(update: (index: number) => number): void;
  setOpen(open: boolean): void;
  pickActive(): void;
}

/**
 * The keys of a typeahead's text box, as in an ARIA combobox: Down and Up move through the list
 * (round at the ends; focus stays in the box), Enter picks the active option instead of submitting
 * the form, Escape closes the list and stops there so a dialog around it stays open.
 */
export function onSuggestionKey(e: KeyboardEvent<HTMLInputElement>, list: ListState): void {
  const { count, shown, active } = list;
  if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
    if (!count) return;
    e.preventDefault();
    const step = e.key === 'ArrowDown' ? 1 : -1;
    list.setOpen(true);
    list.setActive((i) => (shown ? (i + step + count) % count : step > 0 ? 0 : count - 1));
  } else if (e.key === 'Enter' && shown && active >= 0) {
    e.preventDefault();
    list.pickActive();
  } else if (e.key === 'Escape' && shown) {
    e.stopPropagation();
    list.setOpen(false);
    list.setActive(() => -1);
  }
}
