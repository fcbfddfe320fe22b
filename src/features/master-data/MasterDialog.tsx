import arrayMutators from 'final-form-arrays';
import { useMemo } from 'react';
import { CrudDialog, crudTitle } from '../../components/CrudDialog';
import { MasterInputs } from './MasterInputs';
import { initialValues } from './payload';
import type { DialogActor, DialogSnapshot } from './useMasterDialog';
import type { MasterDescriptor, MasterRow } from './types';

/**
 * The generic add/edit dialog: Create {title} / Update {title} with Cancel and Create/Update.
 * It only sends events; the dialog machine decides. A submit resolves once the machine leaves
 * `submitting`, so a 422 comes back as final-form submission errors under their fields.
 */
export function MasterDialog({
  descriptor,
  snapshot,
  actor,
}: {
  descriptor: MasterDescriptor;
  snapshot: DialogSnapshot;
  actor: DialogActor;
}) {
  const { mode, record } = snapshot.context;
  // Stable initial values: a new object per render would make final-form reset the inputs.
  const initial = useMemo(() => initialValues(descriptor, record as MasterRow | null), [descriptor, record]);

  return (
    <CrudDialog
      snapshot={snapshot}
      actor={actor}
      titleId="master-dialog-title"
      title={crudTitle(mode, descriptor.title)}
      initialValues={initial}
      mutators={{ ...arrayMutators }}
    >
      <MasterInputs
        descriptor={descriptor}
        mode={mode}
        recordId={record?.id != null ? Number(record.id) : undefined}
      />
    </CrudDialog>
  );
}
