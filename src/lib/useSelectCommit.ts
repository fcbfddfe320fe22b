import { useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';

/** Keys that change a closed select's value in place (Chromium fires a change for each). */
const STEP_KEYS = new Set([
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

/**
 * A select that acts on a choice (sends a stage, adds a recipient) without acting on every option
 * the keyboard passes: a choice from the open list acts at once, while stepping through the closed
 * select with arrows or letters only moves the choice, which acts on Enter. When focus leaves with
 * a stepped choice, `onLeave` says whether it acts ('commit') or is dropped ('discard').
 * Spread `handlers` on the select; `value` is what it shows.
 */
export function useSelectCommit(
  committed: string,
  act: (value: string) => void,
  onLeave: 'commit' | 'discard',
) {
  const [draft, setDraft] = useState<string | null>(null);
  const stepped = useRef(false);
  const finish = (value: string | null) => {
    setDraft(null);
    if (value !== null && value !== committed) act(value);
  };
  return {
    value: draft ?? committed,
    handlers: {
      onKeyDown: (e: KeyboardEvent<HTMLSelectElement>) => {
        if (e.key === 'Enter' && draft !== null) finish(draft);
        // Space and Alt+Down open the list, whose choice acts at once.
        stepped.current = !e.altKey && (STEP_KEYS.has(e.key) || (e.key.length === 1 && e.key !== ' '));
      },
      onChange: (e: ChangeEvent<HTMLSelectElement>) => {
        if (stepped.current) setDraft(e.target.value);
        else finish(e.target.value);
        stepped.current = false;
      },
      onMouseDown: () => {
        stepped.current = false;
      },
      onBlur: () => finish(onLeave === 'commit' ? draft : null),
    },
  };
}
