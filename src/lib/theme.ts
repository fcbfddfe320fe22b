import { useCallback, useEffect, useState } from 'react';

/** Dark mode is stored locally under `darkMode` and applied as Bootstrap's theme. */
export const DARK_MODE_KEY = 'darkMode';

export function readDarkMode(): boolean {
  return localStorage.getItem(DARK_MODE_KEY) === 'true';
}

export function applyTheme(dark: boolean): void {
  if (dark) document.documentElement.setAttribute('data-bs-theme', 'dark');
  else document.documentElement.removeAttribute('data-bs-theme');
}

export function storeDarkMode(dark: boolean): void {
  localStorage.setItem(DARK_MODE_KEY, String(dark));
  applyTheme(dark);
}

export function useDarkMode(): [boolean, () => void] {
  const [dark, setDark] = useState(readDarkMode);
  useEffect(() => applyTheme(dark), [dark]);
  const toggle = useCallback(() => {
    setDark((current) => {
      storeDarkMode(!current);
      return !current;
    });
  }, []);
  return [dark, toggle];
}
