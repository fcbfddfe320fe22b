import type { GroupBase, StylesConfig, Theme } from 'react-select';

/**
 * react-select in Bootstrap's colours: its inline styles take the theme's CSS variables, so the
 * light and dark modes (and a primary colour picked in the theme customizer) apply to its box,
 * menu and chips as they do to the rest of the page. Its stock colours were white in dark mode.
 */
export function selectTheme(theme: Theme): Theme {
  const text = 'var(--bs-body-color)';
  const muted = 'var(--bs-secondary-color)';
  return {
    ...theme,
    colors: {
      ...theme.colors,
      primary: 'var(--bs-primary)',
      primary75: 'var(--bs-primary)',
      primary50: 'var(--bs-secondary-bg)',
      primary25: 'var(--bs-tertiary-bg)',
      danger: 'var(--bs-danger-text-emphasis)',
      dangerLight: 'var(--bs-danger-bg-subtle)',
      neutral0: 'var(--bs-body-bg)',
      neutral5: 'var(--bs-secondary-bg)',
      neutral10: 'var(--bs-secondary-bg)',
      neutral20: 'var(--bs-border-color)',
      neutral30: 'var(--bs-border-color)',
      neutral40: muted,
      neutral50: muted,
      neutral60: muted,
      neutral70: text,
      neutral80: text,
      neutral90: text,
    },
  };
}

/**
 * The chosen option on the primary colour gets white text, as Bootstrap's active items have; the
 * rest take the body colour, a disabled one keeps react-select's muted grey. A caller's own
 * option style still applies on top.
 */
export function selectStyles<O, M extends boolean>(
  extra: StylesConfig<O, M, GroupBase<O>> = {},
): StylesConfig<O, M, GroupBase<O>> {
  return {
    // The fixed menu's wrapper (selectMenuPlacement) at Bootstrap's dropdown layer, under the
    // sticky header, over the page (react-select gives it z-index 1).
    menuPortal: (base) => ({ ...base, zIndex: 1000 }),
    ...extra,
    option: (base, state) => {
      const color = state.isDisabled ? base.color : state.isSelected ? '#fff' : 'var(--bs-body-color)';
      const ours = { ...base, color };
      return extra.option ? extra.option(ours, state) : ours;
    },
  };
}

/**
 * Every react-select's menu opens upward when the field sits too low for it (a field near the
 * bottom of a phone). Placed against the window ('fixed'), react-select flips or shortens the menu
 * before painting it; placed in the page (its default), it opens below and then scrolls the page
 * over 160 ms, so the menu first shows outside the window.
 */
export const selectMenuPlacement = { menuPlacement: 'auto', menuPosition: 'fixed' } as const;
