import { useEffect, useState } from 'react';

/**
 * The text of a list's search box whose committed value lives in the URL: typing is shown at once
 * and committed 300 ms after the last key; a change of the URL from outside (back/forward)
 * replaces what is in the box.
 */
export function useDebouncedSearch(committed: string, commit: (search: string) => void, delayMs = 300) {
  const [search, setSearch] = useState(committed);
  const [seen, setSeen] = useState(committed);
  if (seen !== committed) {
    setSeen(committed);
    setSearch(committed);
  }
  useEffect(() => {
    if (search === committed) return;
    const timer = setTimeout(() => commit(search), delayMs);
    return () => clearTimeout(timer);
  }, [search, committed, commit, delayMs]);
  return [search, setSearch] as const;
}

/** The value once it has stopped changing for `ms` (one server search per pause in typing). */
export function useSettled<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
