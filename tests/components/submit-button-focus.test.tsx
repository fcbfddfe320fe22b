import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { SubmitButton } from '../../src/components/form';

/** A form that stays busy after its first submit, as while its call runs. */
function SlowForm({ onSubmit }: { onSubmit(): void }) {
  const [busy, setBusy] = useState(false);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
        setBusy(true);
      }}
    >
      <input aria-label="Name" />
      <SubmitButton busy={busy}>Save</SubmitButton>
    </form>
  );
}

describe('SubmitButton while busy', () => {
  it('keeps the keyboard focus (aria-disabled, not disabled) and shows it is busy', () => {
    render(<SlowForm onSubmit={jest.fn()} />);
    const button = screen.getByRole('button', { name: 'Save' });
    button.focus();
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).not.toHaveAttribute('disabled');
    expect(button).toHaveFocus();
  });

  it('refuses a second submit: a click, or Enter in a text field', () => {
    const submitted = jest.fn();
    render(<SlowForm onSubmit={submitted} />);
    const button = screen.getByRole('button', { name: 'Save' });
    fireEvent.click(button);
    expect(submitted).toHaveBeenCalledTimes(1);
    fireEvent.click(button);
    // The browser submits a form on Enter by clicking its first submit button: that click is cancelled.
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(submitted).toHaveBeenCalledTimes(1);
  });
});
