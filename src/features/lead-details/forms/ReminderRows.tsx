import { Button } from 'react-bootstrap';
import { FieldArray } from 'react-final-form-arrays';
import { TextField, fieldId } from '../../../components/form';
import { focusWhenShown } from '../../../lib/focusWhenShown';
import { MAX_TASK_REMINDERS } from '../../../../contract/records';

export interface ReminderRow {
  reminderDate: string;
  reminderTime: string;
}
export const EMPTY_REMINDER: ReminderRow = { reminderDate: '', reminderTime: '' };

/**
 * Repeatable reminders: the first row is always there, a row can be removed only while more than
 * one remains, and the add button shows on the last row only, until the task has as many as the
 * server takes. The keyboard follows: an added row's date takes focus (its button moved there), and
 * after a removal the date of the row now in that place (or the one before).
 */
const dateId = (index: number) => fieldId(`reminders[${index}].reminderDate`);

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
                  <Button
                    variant="outline-danger"
                    size="sm"
                    aria-label={`Remove reminder ${index + 1}`}
                    onClick={() => {
                      fields.remove(index);
                      focusWhenShown(dateId(Math.max(0, Math.min(index, (fields.length ?? 1) - 2))));
                    }}
                  >
                    Remove
                  </Button>
                )}
                {index === (fields.length ?? 0) - 1 && index + 1 < MAX_TASK_REMINDERS && (
                  <Button
                    variant="outline-primary"
                    size="sm"
                    onClick={() => {
                      fields.push({ ...EMPTY_REMINDER });
                      focusWhenShown(dateId(index + 1));
                    }}
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
