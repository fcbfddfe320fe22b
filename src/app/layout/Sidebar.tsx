import { useId, useState } from 'react';
import { NavLink } from 'react-router-dom';
import { visibleMenu, type MenuItem } from '../../lib/menu';
import { selectPermissionNames, selectRoles, selectUser } from '../../session/selectors';
import { useAppSelector } from '../../lib/hooks';

/** The permission-gated sidebar rendered from the menu data in src/lib/menu.ts. */
export function Sidebar() {
  return (
    <aside className="app-sidebar border-end bg-body-tertiary">
      <SidebarContent />
    </aside>
  );
}

/**
 * The sidebar's user block and main menu; also shown in the small-window menu (AppLayout), which
 * passes `onNavigate` to close itself when a link is chosen.
 */
export function SidebarContent({ onNavigate }: { onNavigate?: () => void }) {
  const held = useAppSelector(selectPermissionNames);
  const roles = useAppSelector(selectRoles);
  const user = useAppSelector(selectUser);
  const items = visibleMenu(held);
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
              <MenuGroup key={item.label} item={item} onNavigate={onNavigate} />
            ) : (
              <MenuLink key={item.label} item={item} onNavigate={onNavigate} />
            ),
          )}
        </ul>
      </nav>
    </>
  );
}

interface MenuLinkProps {
  item: MenuItem;
  nested?: boolean;
  onNavigate?: () => void;
}

function MenuLink({ item, nested = false, onNavigate }: MenuLinkProps) {
  if (!item.to) return null;
  return (
    <li>
      <NavLink
        to={item.to}
        end={false}
        onClick={onNavigate}
        className={({ isActive }) =>
          `sidebar-link d-block py-2 ${nested ? 'ps-5 pe-3' : 'px-3'}${isActive ? ' active' : ''}`
        }
      >
        {item.label}
      </NavLink>
    </li>
  );
}

/** A collapsible section; open by default, and its links stay in the DOM when collapsed. */
function MenuGroup({ item, onNavigate }: { item: MenuItem; onNavigate?: () => void }) {
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
          <MenuLink key={child.label} item={child} nested onNavigate={onNavigate} />
        ))}
      </ul>
    </li>
  );
}
