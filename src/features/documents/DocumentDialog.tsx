import { useMemo } from 'react';
import { CrudDialog } from '../../components/CrudDialog';
import { useLookupList } from '../../api/lookups';
import { SelectField, TextField } from '../../components/form';
import { DocumentFilesField } from './DocumentFilesField';
import type { DocumentFormValues, DocumentRow } from './types';
import type { DocumentDialogActor, DocumentDialogSnapshot } from './useDocumentDialog';

const REQUIRED = 'This field is required.';

/** Client checks mirror the server's required fields (the server checks again). */
function validate(values: DocumentFormValues) {
  const errors: Record<string, string> = {};
  if (!values.file_name?.trim()) errors.file_name = REQUIRED;
  if (!values.category_id) errors.category_id = REQUIRED;
  if (!values.exhibition_id) errors.exhibition_id = REQUIRED;
  return errors;
}

const options = (rows: { id: number | string; name?: unknown }[] | undefined) =>
  (rows ?? []).map((r) => ({ value: r.id, label: String(r.name ?? '') }));

/**
 * Add Document / Update Document: file name, category, exhibition (required) and files. It only
 * sends events; the dialog machine saves, and a 422 comes back as errors under the fields.
 */
export function DocumentDialog({
  snapshot,
  actor,
}: {
  snapshot: DocumentDialogSnapshot;
  actor: DocumentDialogActor;
}) {
  const { mode } = snapshot.context;
  const record = snapshot.context.record as unknown as DocumentRow | null;
  const categories = useLookupList('document-categories');
  const exhibitions = useLookupList('exhibitions');
  const initial = useMemo<DocumentFormValues>(
    () => ({
      file_name: record?.file_name ?? '',
      category_id: record?.category_id != null ? String(record.category_id) : '',
      exhibition_id: record?.exhibition_id != null ? String(record.exhibition_id) : '',
      existing_files: (record?.files ?? []).map((f) => f.file_path),
      document_files: [],
    }),
    [record],
  );

  return (
    <CrudDialog<DocumentFormValues>
      snapshot={snapshot}
      actor={actor}
      titleId="document-dialog-title"
      title={mode === 'edit' ? 'Update Document' : 'Add Document'}
      initialValues={initial}
      validate={validate}
      submitTimeoutMs={120_000}
    >
      <TextField name="file_name" label="File Name" required />
      <SelectField name="category_id" label="Category" required options={options(categories)} />
      <SelectField name="exhibition_id" label="Exhibition" required options={options(exhibitions)} />
      <DocumentFilesField stored={mode === 'edit' ? (record?.files ?? []) : []} />
    </CrudDialog>
  );
}
