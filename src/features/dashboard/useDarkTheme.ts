import { useEffect, useState } from 'react';

const isDark = () => document.documentElement.getAttribute('data-bs-theme') === 'dark';

/** Follows the theme toggle (Bootstrap's data-bs-theme on <html>), for widgets that draw their own colours. */
export function useDarkTheme(): boolean {
  const [dark, setDark] = useState(isDark);
  useEffect(() => {
    const observer = new MutationObserver(() => setDark(isDark()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-bs-theme'] });
    return () => observer.disconnect();
  }, []);
  return dark;
}
