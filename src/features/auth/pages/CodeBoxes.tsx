import { useRef, type ChangeEvent, type KeyboardEvent } from 'react';
import { Form } from 'react-bootstrap';

/** Single-character boxes; typing moves to the next box, Backspace on an empty box to the previous. */
export function CodeBoxes({ values, onChange }: { values: string[]; onChange: (next: string[]) => void }) {
  const refs = useRef<Array<HTMLInputElement | null>>([]);

  const change = (index: number) => (event: ChangeEvent<HTMLInputElement>) => {
    const char = event.target.value.slice(-1);
    const next = [...values];
    next[index] = char;
    onChange(next);
    if (char && index < values.length - 1) refs.current[index + 1]?.focus();
  };

  const keyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !values[index] && index > 0) refs.current[index - 1]?.focus();
  };

  return (
    <div className="d-flex gap-2 justify-content-center mb-3">
      {values.map((value, index) => (
        <Form.Control
          // The boxes are positional; the index is their identity.
          key={index}
          ref={(el: HTMLInputElement | null) => {
            refs.current[index] = el;
          }}
          value={value}
          onChange={change(index)}
          onKeyDown={keyDown(index)}
          maxLength={1}
          inputMode="numeric"
          className="text-center fs-4 code-box"
          style={{ width: '3.5rem' }}
          aria-label={`Digit ${index + 1}`}
        />
      ))}
    </div>
  );
}
