import { Outlet } from 'react-router-dom';
import { useAppSelector } from '../../lib/hooks';
import { selectUser } from '../../session/selectors';
import { RequirePermission } from '../../components/RequirePermission';
import { DASHBOARD_PERMISSIONS } from '../../../contract/permissions';

/**
 * Parent of the three dashboards, where sign-in lands: a user without any dashboard permission
 * gets the greeting and the permission notice, not a failed load.
 */
export default function DashboardLayout() {
  const user = useAppSelector(selectUser);
  return (
    <div>
      <h1 className="h4 mb-3">{user ? `Welcome, ${user.name}!` : 'Welcome!'}</h1>
      <RequirePermission permission={DASHBOARD_PERMISSIONS}>
        <Outlet />
      </RequirePermission>
    </div>
  );
}
