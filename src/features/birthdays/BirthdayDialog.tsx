import { useMemo } from 'react';
import { CrudDialog, crudTitle } from '../../components/CrudDialog';
import { TextField } from '../../components/form';
import type { DialogActor, DialogSnapshot } from '../../components/useDialogMachine';
import { BIRTHDAY_FIELDS } from './types';
import { isoDay } from '../../lib/dateRanges';

const required = (label: string) => (value: string | undefined) =>
  value && value.trim() ? undefined : `The ${label.toLowerCase()} field is required.`;

/** Add/edit a birthday contact: the seven fields, person name, contact email and date of birth required. */
export function BirthdayDialog({ snapshot, actor }: { snapshot: DialogSnapshot; actor: DialogActor }) {
  const { mode, record } = snapshot.context;
  const initial = useMemo(() => {
    const values: Record<string, string> = {};
    for (const { name } of BIRTHDAY_FIELDS) values[name] = String(record?.[name] ?? '');
    return values;
  }, [record]);
  return (
    <CrudDialog
      snapshot={snapshot}
      actor={actor}
      titleId="birthday-dialog-title"
      title={crudTitle(mode, 'Birthday Contact')}
      initialValues={initial}
    >
      {BIRTHDAY_FIELDS.map((f) => (
        <TextField
          key={f.name}
          name={f.name}
          label={f.label}
          required={'required' in f}
          type={'type' in f ? f.type : undefined}
          as={'as' in f ? f.as : undefined}
          rows={'as' in f ? 2 : undefined}
          max={f.name === 'DOB' ? isoDay(new Date()) : undefined}
          validate={'required' in f ? required(f.label) : undefined}
        />
      ))}
    </CrudDialog>
  );
}
