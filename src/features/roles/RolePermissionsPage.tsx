import { useParams } from 'react-router-dom';
import { LoadFailedAlert, QueryFailedAlert } from '../../components/LoadFailedAlert';
import { PageLoading } from '../../components/PageLoading';
import { toApiFailure } from '../../lib/apiErrors';
import { P } from '../../../contract/permissions';
import { RequirePermission } from '../../components/RequirePermission';
import { useRolePermissionSetQuery } from './api';
import { PermissionChecklist } from './PermissionChecklist';

/** /roles/{roleId}/permissions (and under /basic-settings): needs 'manage role'. */
export default function RolePermissionsPage() {
  return (
    <RequirePermission permission={P.manageRole}>
      <RolePermissions />
    </RequirePermission>
  );
}

function RolePermissions() {
  const roleId = Number(useParams().roleId);
  const query = useRolePermissionSetQuery(roleId, { skip: !Number.isInteger(roleId) });
  const { data, isLoading, isError, error } = query;
  if (isLoading) return <PageLoading />;
  // An unknown role is "Role not found."; any other failure says what failed, with Retry.
  if (!Number.isInteger(roleId) || (isError && toApiFailure(error).status === 404))
    return <LoadFailedAlert text="Role not found." />;
  if (isError || !data)
    return <QueryFailedAlert query={query} what="The role's permissions could not be loaded." />;
  // Keyed by role and its saved set, so the checklist restarts from the server's answer.
  return <PermissionChecklist key={`${data.id}:${data.permission_ids.join(',')}`} role={data} />;
}
