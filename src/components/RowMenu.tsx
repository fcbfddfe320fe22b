import { memo, useEffect, useRef, useState, type ReactNode } from 'react';
import { Dropdown } from 'react-bootstrap';

export interface RowMenuItem {
  label: string;
  onSelect: () => void;
  disabled?: boolean;
  danger?: boolean;
}

interface RowMenuProps {
  /** The toggle's id (unique on the page). */
  id: string;
  /** The toggle's accessible name, e.g. "Actions for lead 7". */
  label: string;
  /** What the toggle shows. */
  children: ReactNode;
  variant?: string;
  /** The menu's items, asked for only when the menu opens. */
  items: () => RowMenuItem[];
}

/**
 * Fixed, so a table's scroll box never clips the menu. Measured once more after its first
 * placement: the Dropdown mounts shown in place of the plain button, and that first placement was
 * taken against the window's corner, not the new toggle (the menu opened at the top of the page
 * until something scrolled).
 */
const ROW_MENU_POPPER = {
  strategy: 'fixed' as const,
  modifiers: [
    {
      name: 'measureAgainAfterMount',
      enabled: true,
      phase: 'afterWrite' as const,
      fn({ instance }: { instance: { update(): unknown } }) {
        if (measured.has(instance)) return;
        measured.add(instance);
        void instance.update();
      },
    },
  ],
};
const measured = new WeakSet<object>();

/**
 * A table row's action menu. Closed, it is one plain button styled as react-bootstrap's toggle;
 * the Dropdown (its contexts, popper, click-outside and key handling) mounts only while open. A
 * table of 100 or 500 rows then renders buttons, not dropdowns with a popper each, which had the
 * thanas screen blocking for seconds (docs/decisions.md "Row menus"). Focus follows the swap both
 * ways, so the keyboard never loses its place.
 */
export const RowMenu = memo(function RowMenu({
  id,
  label,
  children,
  variant = 'light',
  items,
}: RowMenuProps) {
  const [open, setOpen] = useState(false);
  // Whether the button that replaced the other should take focus (not on the first render).
  const moveFocus = useRef(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (moveFocus.current) toggleRef.current?.focus();
    moveFocus.current = false;
  }, [open]);

  // Closed: the button alone (no wrapper element: one element fewer per row); the Dropdown's own
  // wrapper is a block, so the cell's later lines sit below the button either way.
  if (!open)
    return (
      <button
        ref={toggleRef}
        type="button"
        id={id}
        className={`dropdown-toggle btn btn-${variant} btn-sm`}
        aria-label={label}
        aria-expanded={false}
        onClick={() => {
          moveFocus.current = true;
          setOpen(true);
        }}
      >
        {children}
      </button>
    );
  return (
    <Dropdown
      ref={boxRef}
      align="end"
      show
      onToggle={(next) => {
        if (next) return;
        // Back to the plain button; it takes focus only if focus was in this menu (a click
        // elsewhere keeps its own target focused).
        const active = document.activeElement;
        moveFocus.current = !active || active === document.body || !!boxRef.current?.contains(active);
        setOpen(false);
      }}
    >
      <Dropdown.Toggle ref={toggleRef} variant={variant} size="sm" id={id} aria-label={label}>
        {children}
      </Dropdown.Toggle>
      <Dropdown.Menu popperConfig={ROW_MENU_POPPER}>
        {items().map((item) => (
          <Dropdown.Item
            key={item.label}
            as="button"
            type="button"
            disabled={item.disabled}
            className={item.danger ? 'text-danger' : undefined}
            onClick={item.onSelect}
          >
            {item.label}
          </Dropdown.Item>
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
});
