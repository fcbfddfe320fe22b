import { useCallback, useEffect, useSyncExternalStore } from 'react';

/**
 * The theme, stored locally and applied to <html>: light, dark or the system's choice, a primary
 * colour and a compact sidebar. `darkMode` ('true'/'false') keeps the dark choice under its
 * original key (what the dark mode toggle has always written); `themeSettings` holds the rest.
 * public/theme-init.js applies the same stored values before the first paint: keep them in step.
 */
export const DARK_MODE_KEY = 'darkMode';
const THEME_KEY = 'themeSettings';

export type ThemeMode = 'light' | 'dark' | 'system';
export interface ThemeSettings {
  mode: ThemeMode;
  primary: string;
  compactSidebar: boolean;
}

/** Primary colours offered: each keeps white button text at WCAG AA contrast (4.5:1). */
export const PRIMARY_COLOURS = [
  { name: 'Blue', value: '#0d6efd' },
  { name: 'Indigo', value: '#6610f2' },
  { name: 'Purple', value: '#6f42c1' },
  { name: 'Teal', value: '#0f766e' },
  { name: 'Green', value: '#157347' },
  { name: 'Crimson', value: '#b02a37' },
  { name: 'Amber', value: '#b45309' },
] as const;

export const DEFAULT_THEME: ThemeSettings = { mode: 'light', primary: '#0d6efd', compactSidebar: false };
const MODES: ThemeMode[] = ['light', 'dark', 'system'];
const HEX = /^#[0-9a-f]{6}$/i;

export function readTheme(): ThemeSettings {
  let stored: Partial<ThemeSettings> = {};
  try {
    stored = JSON.parse(localStorage.getItem(THEME_KEY) ?? '{}') ?? {};
  } catch {
    stored = {};
  }
  const darkFlag = localStorage.getItem(DARK_MODE_KEY) === 'true';
  // An explicit choice follows the darkMode key; 'system' is only ever in themeSettings.
  const mode: ThemeMode = stored.mode === 'system' ? 'system' : darkFlag ? 'dark' : 'light';
  return {
    mode: MODES.includes(mode) ? mode : 'light',
    primary:
      typeof stored.primary === 'string' && HEX.test(stored.primary) ? stored.primary : DEFAULT_THEME.primary,
    compactSidebar: stored.compactSidebar === true,
  };
}

const systemDark = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;

/** Whether the page is dark now (the mode, or the system's preference for 'system'). */
const isDark = (settings: ThemeSettings) =>
  settings.mode === 'dark' || (settings.mode === 'system' && systemDark());

export function readDarkMode(): boolean {
  return isDark(readTheme());
}

function applyTheme(dark: boolean): void {
  if (dark) document.documentElement.setAttribute('data-bs-theme', 'dark');
  else document.documentElement.removeAttribute('data-bs-theme');
}

const rgbOf = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

/** Every part of the theme on <html>; src/styles/app.css maps the colour onto Bootstrap's parts. */
export function applyThemeSettings(settings: ThemeSettings): void {
  const root = document.documentElement;
  applyTheme(isDark(settings));
  if (settings.primary.toLowerCase() === DEFAULT_THEME.primary) {
    root.removeAttribute('data-crms-primary');
    root.style.removeProperty('--crms-primary');
    root.style.removeProperty('--crms-primary-rgb');
    root.style.removeProperty('--crms-primary-hover');
  } else {
    const rgb = rgbOf(settings.primary);
    root.setAttribute('data-crms-primary', settings.primary);
    root.style.setProperty('--crms-primary', settings.primary);
    root.style.setProperty('--crms-primary-rgb', rgb.join(', '));
    root.style.setProperty('--crms-primary-hover', `rgb(${rgb.map((c) => Math.round(c * 0.85)).join(', ')})`);
  }
  root.classList.toggle('crms-compact-sidebar', settings.compactSidebar);
}

const listeners = new Set<() => void>();
let current: ThemeSettings | null = null;
const snapshot = () => (current ??= readTheme());

/** Stores and applies a change; every hook using the theme re-renders. */
export function storeTheme(patch: Partial<ThemeSettings>): void {
  current = { ...snapshot(), ...patch };
  localStorage.setItem(THEME_KEY, JSON.stringify(current));
  if (current.mode !== 'system') localStorage.setItem(DARK_MODE_KEY, String(current.mode === 'dark'));
  applyThemeSettings(current);
  listeners.forEach((l) => l());
}

function storeDarkMode(dark: boolean): void {
  storeTheme({ mode: dark ? 'dark' : 'light' });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The stored theme, re-read when the hook first mounts (storage may have changed meanwhile). */
export function useTheme(): ThemeSettings {
  useEffect(() => {
    current = readTheme();
    applyThemeSettings(current);
    listeners.forEach((l) => l());
    // 'system' follows the operating system's switch while the page is open.
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    const onChange = () => {
      if (snapshot().mode === 'system') applyThemeSettings(snapshot());
      listeners.forEach((l) => l());
    };
    query.addEventListener?.('change', onChange);
    return () => query.removeEventListener?.('change', onChange);
  }, []);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

export function useDarkMode(): [boolean, () => void] {
  const settings = useTheme();
  const dark = isDark(settings);
  const toggle = useCallback(() => storeDarkMode(!isDark(snapshot())), []);
  return [dark, toggle];
}
