import { useMemo } from 'react';
import { Alert, Card, Spinner } from 'react-bootstrap';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import { skipToken } from '@reduxjs/toolkit/query';
import { P } from '../../../../contract/permissions';
import { RequirePermission } from '../../../components/RequirePermission';
import { UploadErrorContext } from '../../../components/person-form/VisitingCardField';
import { toApiFailure } from '../../../lib/apiErrors';
import { useCreateOrganizationMutation, useOrganizationQuery, useUpdateOrganizationMutation } from '../api';
import { OrganizationForm } from '../components/OrganizationForm';
import { emptyOrganization, recordToValues, valuesToPayload } from '../formValues';
import type { OrganizationKind, OrganizationValues } from '../types';

const CREATE_FAILED = 'An unexpected error occurred!';

/** Which form a path opens (/prospect-update/{id}?kind=stakeholder also edits a stakeholder). */
export function formTarget(pathname: string, search: string) {
  const stakeholder =
    pathname.startsWith('/stackholder-') || new URLSearchParams(search).get('kind') === 'stakeholder';
  const kind: OrganizationKind = stakeholder ? 'stakeholder' : 'prospect';
  const mode: 'create' | 'edit' = pathname.includes('-update/') ? 'edit' : 'create';
  const title =
    mode === 'create'
      ? 'Concern Person Information'
      : pathname.startsWith('/stackholder-')
        ? 'Stackholder Update'
        : 'Prospect Info Update';
  // A stakeholder's form goes back to /stackholders, a prospect's to /prospects (docs/decisions.md).
  const next = kind === 'stakeholder' ? '/stackholders' : '/prospects';
  return {
    kind,
    mode,
    title,
    next,
    collection: stakeholder ? ('stackholders' as const) : ('prospects' as const),
  };
}

export default function OrganizationFormPage() {
  const { pathname, search } = useLocation();
  const target = formTarget(pathname, search);
  return (
    <RequirePermission permission={target.kind === 'stakeholder' ? P.stakeholders : P.prospects}>
      <FormScreen {...target} />
    </RequirePermission>
  );
}

function FormScreen({ kind, mode, title, next, collection }: ReturnType<typeof formTarget>) {
  const { id } = useParams();
  const navigate = useNavigate();
  const recordId = Number(id);
  const loaded = useOrganizationQuery(
    mode === 'edit' && recordId > 0 ? { kind: collection, id: recordId } : skipToken,
  );
  const [create] = useCreateOrganizationMutation();
  const [update] = useUpdateOrganizationMutation();
  const initialValues = useMemo(
    () => (loaded.data ? recordToValues(loaded.data) : emptyOrganization()),
    [loaded.data],
  );

  const submit = async (values: OrganizationValues) => {
    const body = valuesToPayload(values, mode);
    try {
      const res =
        mode === 'create'
          ? await create({ kind: collection, body }).unwrap()
          : await update({ kind: collection, id: recordId, body }).unwrap();
      toast.success(res.message ?? 'Saved successfully.');
      navigate(next);
      return undefined;
    } catch (err) {
      const failure = toApiFailure(err, CREATE_FAILED);
      if (Object.keys(failure.fieldErrors).length) return failure.fieldErrors;
      toast.error(failure.message);
      return undefined;
    }
  };

  if (mode === 'edit' && (loaded.isLoading || (!loaded.data && !loaded.isError)))
    return <Spinner animation="border" role="status" aria-label="Loading" />;
  if (mode === 'edit' && loaded.isError)
    return <Alert variant="danger">{toApiFailure(loaded.error).message}</Alert>;
  if (mode === 'edit' && loaded.data && !loaded.data.can_edit)
    return <Alert variant="warning">You do not have permission to edit this record.</Alert>;
  return (
    <Card className="shadow-sm">
      <Card.Body>
        <UploadErrorContext.Provider value={mode === 'edit' ? (m) => void toast.error(m) : null}>
          <OrganizationForm kind={kind} title={title} initialValues={initialValues} onSubmit={submit} />
        </UploadErrorContext.Provider>
      </Card.Body>
    </Card>
  );
}
