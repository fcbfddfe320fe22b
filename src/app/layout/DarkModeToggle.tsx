import { Button } from 'react-bootstrap';
import { MoonIcon, SunIcon } from '../../components/icons';
import { useDarkMode } from '../../lib/theme';

export function DarkModeToggle() {
  const [dark, toggle] = useDarkMode();
  return (
    <Button
      variant="outline-secondary"
      size="sm"
      type="button"
      className="app-dark-toggle"
      onClick={toggle}
      aria-pressed={dark}
      aria-label={dark ? 'Switch to light mode' : 'Switch to dark mode'}
      title="Dark mode"
    >
      {dark ? <SunIcon /> : <MoonIcon />}
    </Button>
  );
}
