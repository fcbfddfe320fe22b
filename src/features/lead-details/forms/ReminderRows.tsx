import { Button } from 'react-bootstrap';
import { FieldArray } from 'react-final-form-arrays';
import { TextField } from '../../../components/form';
import { MAX_TASK_REMINDERS } from '../../../../contract/records';

export interface ReminderRow {
  reminderDate: string;
  reminderTime: string;
}
export const EMPTY_REMINDER: ReminderRow = { reminderDate: '', reminderTime: '' };

/**
 * Repeatable reminders: the first row is always there, a row can be removed only while more than
 * one remains, and the add button shows on the last row only, until the task has as many as the
 * server takes.
 */
export function ReminderRows() {
  return (
    <FieldArray name="reminders">
      {({ fields }) => (
        <fieldset className="mb-3">
          <legend className="form-label fs-6">Reminders</legend>
          {fields.map((name, index) => (
            <div key={name} className="d-flex flex-wrap gap-2 align-items-start">
              <TextField name={`${name}.reminderDate`} label={`Reminder ${index + 1} date`} type="date" />
              <TextField name={`${name}.reminderTime`} label={`Reminder ${index + 1} time`} type="time" />
              <div className="d-flex gap-1 align-self-end mb-3">
                {(fields.length ?? 0) > 1 && (
                  <Button variant="outline-danger" size="sm" onClick={() => fields.remove(index)}>
                    Remove
                  </Button>
                )}
                {index === (fields.length ?? 0) - 1 && index + 1 < MAX_TASK_REMINDERS && (
                  <Button
                    variant="outline-primary"
                    size="sm"
                    onClick={() => fields.push({ ...EMPTY_REMINDER })}
                  >
                    Add Reminder
                  </Button>
                )}
              </div>
            </div>
          ))}
        </fieldset>
      )}
    </FieldArray>
  );
}
