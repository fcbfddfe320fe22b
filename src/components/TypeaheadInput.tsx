import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Form } from 'react-bootstrap';
import { SuggestionList } from './SuggestionList';
import { onSuggestionKey } from './suggestionKeys';

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
  /**
   * What the suggestions are drawn from (e.g. how many rows a list has loaded): when it changes
   * while the user is in the field, their text is searched again, so a list that loads after the
   * first keystrokes still suggests.
   */
  searchKey?: unknown;
}

/**
 * A text box with a debounced suggestion list (more than 2 characters,
 * 300 ms; hide delay 200 ms). Typing never requires a pick: the text itself is the value.
 * The keyboard works as in an ARIA combobox: Down and Up move through the list (focus stays in the
 * text box), Enter picks, Escape closes the list without closing the dialog around it.
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
  searchKey,
}: TypeaheadInputProps<T>) {
  const [options, setOptions] = useState<T[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const searchNow = useRef(search);
  useEffect(() => {
    searchNow.current = search; // the debounced call runs the newest search, over the newest rows
  });
  const latest = useRef(0);
  const listId = `${useId()}-suggestions`;
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      clearTimeout(hideTimer.current);
    },
    [],
  );
  const shown = open && options.length > 0;

  // Only text typed by the user searches (a prefilled or picked value does not pop the list).
  const typed = (text: string) => {
    clearTimeout(timer.current);
    setActive(-1);
    const ticket = ++latest.current; // an answer to an older query is dropped
    if (text.trim().length < minChars) {
      setOptions([]);
      return;
    }
    timer.current = setTimeout(() => {
      Promise.resolve(searchNow.current(text.trim())).then(
        (found) => {
          if (ticket !== latest.current) return;
          setOptions(found);
          // An answer that comes after the user moved on does not pop up over what they do next.
          setOpen(document.activeElement === input.current);
        },
        () => ticket === latest.current && setOptions([]),
      );
    }, debounceMs);
  };

  useEffect(() => {
    if (document.activeElement === input.current) typed(value);
    // Only a new searchKey searches again; the text's own changes search through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [searchKey]);

  // The list of the query just answered goes: it must not come back over the picked value.
  const pick = (option: T) => {
    onPick(option);
    clearTimeout(timer.current);
    latest.current++;
    setOptions([]);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) =>
    onSuggestionKey(e, {
      count: options.length,
      shown,
      active,
      setActive,
      setOpen,
      pickActive: () => pick(options[active]),
    });

  return (
    <div className="position-relative">
      <Form.Control
        ref={input}
        id={id}
        value={value}
        placeholder={placeholder}
        isInvalid={invalid}
        autoComplete="off"
        role="combobox"
        aria-expanded={shown}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
        onChange={(e) => {
          onTextChange(e.target.value);
          typed(e.target.value);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => {
          // Back in the field: nothing is chosen yet, so Enter submits until an arrow key moves.
          clearTimeout(hideTimer.current);
          setActive(-1);
          if (options.length) setOpen(true);
        }}
        onBlur={() => {
          hideTimer.current = setTimeout(() => setOpen(false), hideDelayMs);
          onBlur?.();
        }}
      />
      <SuggestionList id={listId} options={shown ? options : []} active={active} onPick={pick} />
    </div>
  );
}
