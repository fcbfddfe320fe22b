import { Button, Dropdown, Form } from 'react-bootstrap';
import { PaletteIcon } from '../../components/icons';
import { DEFAULT_THEME, PRIMARY_COLOURS, storeTheme, useTheme, type ThemeMode } from '../../lib/theme';

const MODES: { value: ThemeMode; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'System' },
];

/** Header menu: light/dark/system, a primary colour and a compact sidebar, kept locally (src/lib/theme.ts). */
export function ThemeCustomizer() {
  const theme = useTheme();
  return (
    <Dropdown align="end" autoClose="outside">
      <Dropdown.Toggle
        variant="outline-secondary"
        size="sm"
        id="theme-customizer"
        aria-label="Theme customizer"
        title="Theme customizer"
      >
        <PaletteIcon />
      </Dropdown.Toggle>
      <Dropdown.Menu className="p-3" style={{ minWidth: 260 }}>
        <fieldset className="mb-3">
          <legend className="fs-6 fw-semibold mb-1">Mode</legend>
          {MODES.map((m) => (
            <Form.Check
              key={m.value}
              inline
              type="radio"
              id={`theme-mode-${m.value}`}
              name="theme-mode"
              label={m.label}
              checked={theme.mode === m.value}
              onChange={() => storeTheme({ mode: m.value })}
            />
          ))}
        </fieldset>
        <fieldset className="mb-3">
          <legend className="fs-6 fw-semibold mb-1">Primary colour</legend>
          <div className="d-flex flex-wrap gap-2">
            {PRIMARY_COLOURS.map((c) => (
              <label key={c.value} title={c.name} className="d-inline-flex">
                <input
                  type="radio"
                  name="theme-primary"
                  className="theme-swatch-input visually-hidden"
                  aria-label={c.name}
                  checked={theme.primary.toLowerCase() === c.value}
                  onChange={() => storeTheme({ primary: c.value })}
                />
                <span className="theme-swatch" style={{ background: c.value }} aria-hidden="true" />
              </label>
            ))}
          </div>
        </fieldset>
        <Form.Check
          type="switch"
          id="theme-compact-sidebar"
          role="switch"
          label="Compact sidebar"
          checked={theme.compactSidebar}
          onChange={(e) => storeTheme({ compactSidebar: e.target.checked })}
          className="mb-3"
        />
        <Button size="sm" variant="outline-secondary" onClick={() => storeTheme(DEFAULT_THEME)}>
          Reset to defaults
        </Button>
      </Dropdown.Menu>
    </Dropdown>
  );
}
