import type { ComponentType, ReactNode } from 'react';
import { Alert } from 'react-bootstrap';
import { useSelector } from 'react-redux';
import type { PermissionName } from '../../contract/permissions';
import { selectPermissionNames, selectUser } from '../session/selectors';
import { PageLoading } from './PageLoading';

const NO_PERMISSION_TEXT = 'You do not have permission to view this page.';

/**
 * Route-level gate: renders `children` only when the signed-in user holds `permission` (by name,
 * from the auth state). Until roles and permissions are loaded (get-role-permissions at start)
 * it shows the loading spinner rather than a premature refusal. The server refuses the calls
 * anyway; this keeps the screen from showing a broken page.
 */
export function RequirePermission({
  permission,
  children,
}: {
  /** One permission name, or several of which any one will do (a menu group's); only `P`'s names. */
  permission: PermissionName | readonly PermissionName[];
  children: ReactNode;
}) {
  const held = useSelector(selectPermissionNames);
  const user = useSelector(selectUser);
  if (!user) return <PageLoading />;
  const names = typeof permission === 'string' ? [permission] : permission;
  if (!names.some((name) => held.has(name))) {
    return (
      <Alert variant="warning" className="m-3" role="alert">
        {NO_PERMISSION_TEXT}
      </Alert>
    );
  }
  return <>{children}</>;
}

/** A route's screen behind its menu permission (the page module's default export). */
export function gatedScreen(permission: PermissionName, Screen: ComponentType): ComponentType {
  function GatedScreen() {
    return (
      <RequirePermission permission={permission}>
        <Screen />
      </RequirePermission>
    );
  }
  GatedScreen.displayName = `Gated(${Screen.displayName ?? Screen.name})`;
  return GatedScreen;
}
