import { memo, useId, useState, type MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppNavigate } from '../../lib/appNavigate';
import { isPlainLeftClick } from '../../lib/navigation';
import { visibleMenu, type MenuItem } from '../../lib/menu';
import { selectPermissionNames, selectRoles, selectUser } from '../../session/selectors';
import { useAppSelector } from '../../lib/hooks';

/** The permission-gated sidebar rendered from the menu data in src/lib/menu.ts. */
export const Sidebar = memo(function Sidebar() {
  return (
    <aside className="app-sidebar border-end bg-body-tertiary">
      <SidebarContent />
    </aside>
  );
});

/**
 * The sidebar's user block and main menu; also shown in the small-window menu (AppLayout), which
 * passes `onNavigate` to close itself when a link is chosen.
 */
export function SidebarContent({ onNavigate }: { onNavigate?: () => void }) {
  const held = useAppSelector(selectPermissionNames);
  const roles = useAppSelector(selectRoles);
  const user = useAppSelector(selectUser);
  const items = visibleMenu(held);
  const { pathname } = useLocation();
  return (
    <>
      <div className="px-3 py-3 border-bottom">
        <div className="fw-semibold text-truncate">{user?.name ?? ''}</div>
        <div className="small text-body-secondary" data-testid="sidebar-role">
          {roles[0]?.name ?? ''}
        </div>
      </div>
      <nav aria-label="Main menu" className="py-2">
        <ul className="list-unstyled mb-0">
          {items.map((item) =>
            item.children ? (
              <MenuGroup key={item.label} item={item} pathname={pathname} onNavigate={onNavigate} />
            ) : (
              <MenuLink
                key={item.label}
                item={item}
                active={isActive(item, pathname)}
                onNavigate={onNavigate}
              />
            ),
          )}
        </ul>
      </nav>
    </>
  );
}

/** As NavLink without `end`: the item's path or a path below it, ignoring case. */
function isActive(item: MenuItem, pathname: string): boolean {
  if (!item.to) return false;
  const to = item.to.toLowerCase();
  const here = pathname.toLowerCase();
  return here === to || here.startsWith(`${to}/`);
}

interface MenuLinkProps {
  item: MenuItem;
  active: boolean;
  nested?: boolean;
  onNavigate?: () => void;
}

/**
 * A menu link as NavLink renders it (class `active`, aria-current="page"), memoized on whether it
 * is active: react-router's links read the location, so each of them re-rendered on every filter
 * or page change of a list (docs/decisions.md "Leads list rendering"). A modified or middle click
 * is left to the browser (new tab or window).
 */
const MenuLink = memo(function MenuLink({ item, active, nested = false, onNavigate }: MenuLinkProps) {
  const navigate = useAppNavigate();
  if (!item.to) return null;
  const to = item.to;
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    onNavigate?.();
    if (!isPlainLeftClick(e)) return;
    e.preventDefault();
    void navigate(to);
  };
  return (
    <li>
      <a
        href={to}
        onClick={onClick}
        aria-current={active ? 'page' : undefined}
        className={`sidebar-link d-block py-2 ${nested ? 'ps-5 pe-3' : 'px-3'}${active ? ' active' : ''}`}
      >
        {item.label}
      </a>
    </li>
  );
});

/** A collapsible section; open by default, and its links stay in the DOM when collapsed. */
function MenuGroup({
  item,
  pathname,
  onNavigate,
}: {
  item: MenuItem;
  pathname: string;
  onNavigate?: () => void;
}) {
  const [open, setOpen] = useState(true);
  // Unique per instance: the small-window menu renders the same group while the sidebar has it too.
  const uid = useId().replace(/\W+/g, '');
  const listId = `menu-group-${item.label.replace(/\W+/g, '-').toLowerCase()}-${uid}`;
  return (
    <li>
      <button
        type="button"
        className="sidebar-group btn btn-link text-start w-100 px-3 py-2 text-decoration-none d-flex justify-content-between"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((v) => !v)}
      >
        <span>{item.label}</span>
        <span aria-hidden="true">{open ? '▾' : '▸'}</span>
      </button>
      <ul id={listId} className={`list-unstyled mb-0 collapse${open ? ' show' : ''}`}>
        {item.children?.map((child) => (
          <MenuLink
            key={child.label}
            item={child}
            active={isActive(child, pathname)}
            nested
            onNavigate={onNavigate}
          />
        ))}
      </ul>
    </li>
  );
}
