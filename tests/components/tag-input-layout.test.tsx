/**
 * TagInput's text box shares the line with the tags (exploratory-testing defect: at its default
 * ~20-character width it wrapped onto a new line once a tag was added on blur, the field grew and
 * the "Save Changes" button below moved between mousedown and mouseup, losing the click).
 * jsdom has no layout, so this asserts the styling contract that keeps the box on the tags' row.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TagInput } from '../../src/components/TagInput';

function Emails() {
  const [value, setValue] = useState<string[]>([]);
  return (
    <>
      <TagInput ariaLabel="Email" value={value} onChange={setValue} />
      <button type="button">Save Changes</button>
    </>
  );
}

function expectSharesTheRow(box: HTMLElement) {
  // A flexible item with a small basis that grows into the rest of the row, not the default width.
  expect(box).toHaveClass('tag-input-field');
  expect(box.style.flexGrow).toBe('1');
  expect(box.style.flexShrink).toBe('1');
  expect(box.style.flexBasis).toBe('6rem');
  expect(box.style.minWidth).toBe('6rem');
  expect(box.style.width).toBe('auto');
  // Its container lays the tags and the box out in one wrapping flex row.
  const row = box.parentElement!;
  expect(row).toHaveClass('d-flex', 'flex-wrap', 'align-items-center');
}

test('the text box is a flexible item of the tags row, before and after a tag is added on blur', async () => {
  render(<Emails />);
  const box = screen.getByLabelText('Email');
  expectSharesTheRow(box);
  const row = box.parentElement!;

  await userEvent.type(box, 'someone@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

  const remove = screen.getByRole('button', { name: 'Remove someone@example.com' });
  // Same element, same container: the tag sits in the row right before the box, no wrapper added.
  expect(screen.getByLabelText('Email')).toBe(box);
  expect(box.parentElement).toBe(row);
  const tag = remove.closest('.badge')!;
  expect(tag.parentElement).toBe(row);
  expect(tag.nextElementSibling).toBe(box);
  expect(row.children).toHaveLength(2);
  expectSharesTheRow(box);
});
