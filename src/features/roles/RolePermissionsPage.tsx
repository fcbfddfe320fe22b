import { useParams } from 'react-router-dom';
import { PageLoading } from '../../components/PageLoading';
import { RequirePermission } from '../../components/RequirePermission';
import { useRolePermissionSetQuery } from './api';
import { PermissionChecklist } from './PermissionChecklist';

/** /roles/{roleId}/permissions (and under /basic-settings): needs 'manage role'. */
export default function RolePermissionsPage() {
  return (
    <RequirePermission permission="manage role">
      <RolePermissions />
    </RequirePermission>
  );
}

function RolePermissions() {
  const roleId = Number(useParams().roleId);
  const { data, isLoading, isError } = useRolePermissionSetQuery(roleId, { skip: !Number.isInteger(roleId) });
  if (isLoading) return <PageLoading />;
  if (isError || !data) return <p className="p-3 text-danger">Role not found.</p>;
  // Keyed by role and its saved set, so the checklist restarts from the server's answer.
  return <PermissionChecklist key={`${data.id}:${data.permission_ids.join(',')}`} role={data} />;
}
