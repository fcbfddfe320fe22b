import { Navigate } from 'react-router-dom';
import { RequirePermission } from '../../components/RequirePermission';
import { MASTER_DESCRIPTORS } from '../../features/master-data/descriptors';
import { useAppSelector } from '../../lib/hooks';
import { selectPermissionNames } from '../../session/selectors';

/**
 * /basic-settings itself: the first master-data screen the user may open (the sidebar's order),
 * so a user who holds, say, only departments lands there rather than on a refused Professions.
 */
export function FirstPermittedSetting() {
  const held = useAppSelector(selectPermissionNames);
  const first = MASTER_DESCRIPTORS.find((d) => held.has(d.permission));
  if (first) return <Navigate to={first.path} replace />;
  // None held (or permissions still loading): the gate shows the spinner or the notice.
  return (
    <RequirePermission permission={MASTER_DESCRIPTORS.map((d) => d.permission)}>{null}</RequirePermission>
  );
}
