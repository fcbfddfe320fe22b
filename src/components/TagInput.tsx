import { useRef, useState, type KeyboardEvent } from 'react';
import { CloseButton } from 'react-bootstrap';

export interface TagInputProps {
  id?: string;
  value: string[];
  onChange(next: string[]): void;
  onBlur?(): void;
  placeholder?: string;
  invalid?: boolean;
  /** Accessible name of the text box (the visible label is usually a <label htmlFor={id}>). */
  ariaLabel?: string;
}

/**
 * The text box shares the line with the tags: it starts at 6rem (not the input's default ~20
 * characters) and grows into the rest of the row, so adding a tag of normal length does not wrap
 * it onto a new line (which made the field taller and moved the controls below it mid-click).
 */
const TEXT_BOX_STYLE = { outline: 'none', flex: '1 1 6rem', minWidth: '6rem', width: 'auto' } as const;

/**
 * A list of short strings (phones, emails) edited as tags: a typed value is added
 * on Enter, Tab or leaving the field; it is trimmed; blanks and duplicates are ignored; values
 * typed or pasted with commas or semicolons between them become one tag each; the cross on a tag
 * removes it (from the keyboard, focus goes back to the text box: the cross itself is gone).
 */
export function TagInput({ id, value, onChange, onBlur, placeholder, invalid, ariaLabel }: TagInputProps) {
  const [draft, setDraft] = useState('');
  const box = useRef<HTMLInputElement>(null);
  const tags = Array.isArray(value) ? value : [];

  const commit = (): boolean => {
    const added = [...new Set(draft.split(/[,;]/).map((t) => t.trim()))].filter(
      (t) => t && !tags.includes(t),
    );
    setDraft('');
    if (!added.length) return false;
    onChange([...tags, ...added]);
    return true;
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault(); // never submit the form from here
      commit();
    } else if (e.key === 'Tab' && draft.trim()) {
      // Keep focus here so several values can be typed in a row; an empty Tab moves on as usual.
      if (commit()) e.preventDefault();
    } else if (e.key === 'Backspace' && !draft && tags.length) {
      onChange(tags.slice(0, -1));
    }
  };

  return (
    <div
      className={`form-control tag-input-box d-flex flex-wrap gap-1 align-items-center h-auto${invalid ? ' is-invalid' : ''}`}
    >
      {tags.map((tag) => (
        <span
          key={tag}
          className="badge text-bg-secondary d-inline-flex align-items-center gap-1 tag-input-tag"
        >
          {tag}
          <CloseButton
            variant="white"
            aria-label={`Remove ${tag}`}
            style={{ fontSize: '0.6rem' }}
            onClick={(e) => {
              onChange(tags.filter((t) => t !== tag));
              // From the keyboard (no pointer: detail 0) the cross had focus and goes away with its
              // tag; a tap must not open a phone's keyboard.
              if (e.detail === 0) box.current?.focus();
            }}
          />
        </span>
      ))}
      <input
        ref={box}
        id={id}
        aria-label={ariaLabel}
        className="tag-input-field border-0 bg-transparent"
        style={TEXT_BOX_STYLE}
        value={draft}
        placeholder={tags.length ? '' : placeholder}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => {
          commit();
          onBlur?.();
        }}
      />
    </div>
  );
}
