/**
 * Every lead priority badge (leads list, board card, lead summary, dashboard, activity report) is
 * src/components/PriorityBadge.tsx. The expected colours are the spec's business constants
 * (section 9: badges success, primary, warning, danger; any other value neutral; case ignored).
 */
import { render, screen } from '@testing-library/react';
import { PriorityBadge } from '../../src/components/PriorityBadge';

const SPEC: [priority: string, bootstrapClass: string][] = [
  ['Very Good', 'bg-success'],
  ['Good', 'bg-primary'],
  ['Low', 'bg-warning'],
  ['Very Low', 'bg-danger'],
];

test.each(SPEC)('%s gets the %s badge, whatever its case and outer spaces', (priority, expected) => {
  const { rerender } = render(<PriorityBadge priority={priority} />);
  expect(screen.getByText(priority)).toHaveClass('badge', expected);
  const odd = ` ${priority.toUpperCase()} `;
  rerender(<PriorityBadge priority={odd} />);
  expect(screen.getByText(priority.toUpperCase())).toHaveClass('badge', expected);
});

test('any other value is neutral, and a missing priority shows the empty text', () => {
  const { rerender } = render(<PriorityBadge priority="N/A" />);
  expect(screen.getByText('N/A')).toHaveClass('badge', 'bg-secondary');
  rerender(<PriorityBadge priority={null} empty="—" />);
  expect(screen.getByText('—')).toHaveClass('badge', 'bg-secondary');
});
