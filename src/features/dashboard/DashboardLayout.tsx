import { Outlet } from 'react-router-dom';
import { useAppSelector } from '../../lib/hooks';
import { selectUser } from '../../session/selectors';

/** Parent of the three dashboards. The dashboards themselves come later. */
export default function DashboardLayout() {
  const user = useAppSelector(selectUser);
  return (
    <div>
      <h1 className="h4 mb-3">{user ? `Welcome, ${user.name}!` : 'Welcome!'}</h1>
      <Outlet />
    </div>
  );
}
