import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { FilterTabs } from '../../src/components/FilterTabs';

const TABS = [
  { key: 'all', title: 'All' },
  { key: 'note', title: 'Note' },
  { key: 'file', title: 'File' },
];

function Harness() {
  const [tab, setTab] = useState('all');
  return (
    <FilterTabs id="t" tabs={TABS} value={tab} onChange={setTab}>
      <p>showing {tab}</p>
    </FilterTabs>
  );
}

test('the selected tab is the one Tab reaches; arrows, Home and End move and select; the panel follows', () => {
  render(<Harness />);
  const tab = (name: string) => screen.getByRole('tab', { name });
  expect(TABS.map((t) => tab(t.title).tabIndex)).toEqual([0, -1, -1]);
  tab('All').focus();
  fireEvent.keyDown(tab('All'), { key: 'ArrowRight' });
  expect(tab('Note')).toHaveFocus();
  expect(tab('Note')).toHaveAttribute('aria-selected', 'true');
  expect(TABS.map((t) => tab(t.title).tabIndex)).toEqual([-1, 0, -1]);
  expect(screen.getByRole('tabpanel', { name: 'Note' })).toHaveTextContent('showing note');
  fireEvent.keyDown(tab('Note'), { key: 'End' });
  expect(tab('File')).toHaveFocus();
  fireEvent.keyDown(tab('File'), { key: 'ArrowRight' }); // round to the first
  expect(tab('All')).toHaveFocus();
  fireEvent.keyDown(tab('All'), { key: 'ArrowLeft' }); // and back to the last
  expect(tab('File')).toHaveAttribute('aria-selected', 'true');
  fireEvent.keyDown(tab('File'), { key: 'Home' });
  expect(screen.getByRole('tabpanel', { name: 'All' })).toHaveTextContent('showing all');
});
