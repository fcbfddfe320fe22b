import { useEffect, useRef, useState } from 'react';
import { Form, ListGroup } from 'react-bootstrap';

export interface TypeaheadOption {
  key: string | number;
  label: string;
}

export interface TypeaheadInputProps<T extends TypeaheadOption> {
  id?: string;
  value: string;
  /** Every keystroke (free text is allowed). */
  onTextChange(text: string): void;
  /** A suggestion was chosen. */
  onPick(option: T): void;
  /** Suggestions for a query; called only after the debounce and from `minChars` characters. */
  search(query: string): T[] | Promise<T[]>;
  minChars?: number;
  debounceMs?: number;
  /** How long the list stays after the field loses focus, so a click on it still lands. */
  hideDelayMs?: number;
  placeholder?: string;
  invalid?: boolean;
  onBlur?(): void;
}

/**
 * A text box with a debounced suggestion list (more than 2 characters,
 * 300 ms; hide delay 200 ms). Typing never requires a pick: the text itself is the value.
 */
export function TypeaheadInput<T extends TypeaheadOption>({
  id,
  value,
  onTextChange,
  onPick,
  search,
  minChars = 3,
  debounceMs = 300,
  hideDelayMs = 200,
  placeholder,
  invalid,
  onBlur,
}: TypeaheadInputProps<T>) {
  const [options, setOptions] = useState<T[]>([]);
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(0);
  useEffect(() => () => clearTimeout(timer.current), []);

  // Only text typed by the user searches (a prefilled or picked value does not pop the list).
  const typed = (text: string) => {
    clearTimeout(timer.current);
    const ticket = ++latest.current; // an answer to an older query is dropped
    if (text.trim().length < minChars) {
      setOptions([]);
      return;
    }
    timer.current = setTimeout(() => {
      Promise.resolve(search(text.trim())).then(
        (found) => {
          if (ticket !== latest.current) return;
          setOptions(found);
          setOpen(true);
        },
        () => setOptions([]),
      );
    }, debounceMs);
  };

  return (
    <div className="position-relative">
      <Form.Control
        id={id}
        value={value}
        placeholder={placeholder}
        isInvalid={invalid}
        autoComplete="off"
        role="combobox"
        aria-expanded={open && options.length > 0}
        aria-autocomplete="list"
        onChange={(e) => {
          onTextChange(e.target.value);
          typed(e.target.value);
        }}
        onFocus={() => options.length && setOpen(true)}
        onBlur={() => {
          setTimeout(() => setOpen(false), hideDelayMs);
          onBlur?.();
        }}
      />
      {open && options.length > 0 && (
        <ListGroup
          role="listbox"
          className="position-absolute w-100 shadow-sm"
          style={{ zIndex: 1050, maxHeight: 240, overflowY: 'auto' }}
        >
          {options.map((option) => (
            <ListGroup.Item
              key={option.key}
              action
              role="option"
              type="button"
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => {
                onPick(option);
                latest.current++;
                setOpen(false);
              }}
            >
              {option.label}
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
    </div>
  );
}
