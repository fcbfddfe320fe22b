import { useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';

/** Keys that change a closed select's value in place (Chromium and Firefox fire a change for each). */
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
/** On macOS the arrow keys open the native list instead, and the pick made there acts at once. */
const ARROWS_OPEN_LIST =
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

function steps(e: KeyboardEvent): boolean {
  if (e.altKey || e.metaKey || e.ctrlKey) return false; // Alt+Down opens the list
  if (e.key.length === 1) return e.key !== ' '; // letters jump to an option; Space opens the list
  return STEP_KEYS.has(e.key) && !(ARROWS_OPEN_LIST && e.key.startsWith('Arrow'));
}

/**
 * A select that acts on a choice (sends a stage, adds a recipient) without acting on every option
 * the keyboard passes: a choice from the open list acts at once, while stepping through the closed
 * select with arrows or letters only moves the choice, which acts on Enter (Escape drops it). When
 * focus leaves with a stepped choice, `onLeave` says whether it acts ('commit') or is dropped
 * ('discard'); a switch to another window does neither. Spread `handlers` on the select; `value`
 * is what it shows.
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
        if (e.key === 'Escape' && draft !== null) setDraft(null);
        // A stepping key's change comes with its keydown: a key that changed nothing leaves no
        // flag behind for a later pick (a screen reader's, a touch picker's).
        stepped.current = steps(e);
        if (stepped.current) setTimeout(() => (stepped.current = false), 0);
      },
      onChange: (e: ChangeEvent<HTMLSelectElement>) => {
        if (stepped.current) setDraft(e.target.value);
        else finish(e.target.value);
        stepped.current = false;
      },
      onMouseDown: () => {
        stepped.current = false;
      },
      onBlur: () => {
        if (typeof document !== 'undefined' && !document.hasFocus()) return; // another window
        finish(onLeave === 'commit' ? draft : null);
      },
    },
  };
}
