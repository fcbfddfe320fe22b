import { render, screen } from '@testing-library/react';
import { SubmitButton } from '../../src/components/form';

// The browser moves focus off a button that turns disabled; jsdom does not (nor can a disabled
// button be blurred there), so the test has the document report the lost focus.
function loseFocus() {
  const spy = jest.spyOn(document, 'activeElement', 'get').mockReturnValue(document.body);
  return () => spy.mockRestore();
}

describe('SubmitButton focus', () => {
  it('takes the focus back when it is enabled again, if focus was lost meanwhile', () => {
    const { rerender } = render(<SubmitButton>Save</SubmitButton>);
    screen.getByRole('button', { name: 'Save' }).focus();
    rerender(<SubmitButton busy>Save</SubmitButton>);
    const restore = loseFocus();
    const focus = jest.spyOn(HTMLElement.prototype, 'focus');
    rerender(<SubmitButton>Save</SubmitButton>);
    restore();
    expect(focus.mock.contexts).toEqual([screen.getByRole('button', { name: 'Save' })]);
    focus.mockRestore();
  });

  it('leaves the focus alone when the user has moved on, or never had it on the button', () => {
    const { rerender } = render(
      <>
        <input aria-label="Name" />
        <SubmitButton>Save</SubmitButton>
      </>,
    );
    screen.getByRole('button', { name: 'Save' }).focus();
    rerender(
      <>
        <input aria-label="Name" />
        <SubmitButton busy>Save</SubmitButton>
      </>,
    );
    screen.getByLabelText('Name').focus();
    rerender(
      <>
        <input aria-label="Name" />
        <SubmitButton>Save</SubmitButton>
      </>,
    );
    expect(screen.getByLabelText('Name')).toHaveFocus();

    (document.activeElement as HTMLElement).blur();
    rerender(
      <>
        <input aria-label="Name" />
        <SubmitButton busy>Save</SubmitButton>
      </>,
    );
    rerender(
      <>
        <input aria-label="Name" />
        <SubmitButton>Save</SubmitButton>
      </>,
    );
    expect(document.activeElement).toBe(document.body);
  });
});
