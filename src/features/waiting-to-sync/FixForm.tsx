import { useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { failedBody, resendFixed, valueAt } from '../../queue/fix';
import type { QueuedUnit } from '../../queue/types';

const editable = (v: unknown) => v === null || v === undefined || ['string', 'number'].includes(typeof v);
const fieldLabel = (path: string) =>
  path
    .split('.')
    .map((part) => (/^\d+$/.test(part) ? `#${Number(part) + 1}` : part.replace(/_/g, ' ')))
    .join(' ');

/**
 * A needs-attention lead: the server's messages per field, each text field it names open to fix,
 * and "Fix and resend". Fields that are not plain text (a list, a file) only show the message.
 */
export function FixForm({ unit }: { unit: QueuedUnit }) {
  const body = failedBody(unit);
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      Object.keys(unit.fieldErrors)
        .filter((path) => editable(valueAt(body, path)))
        .map((path) => [path, String(valueAt(body, path) ?? '')]),
    ),
  );
  const [sending, setSending] = useState(false);
  return (
    <Form
      onSubmit={(e) => {
        e.preventDefault();
        setSending(true);
        void resendFixed(unit, values).finally(() => setSending(false));
      }}
    >
      {Object.entries(unit.fieldErrors).map(([path, messages]) => {
        const id = `fix-${unit.clientId}-${path}`;
        return (
          <Form.Group key={path} className="mb-2" controlId={id}>
            <Form.Label className="mb-0 text-capitalize">{fieldLabel(path)}</Form.Label>
            {path in values && (
              <Form.Control
                value={values[path]}
                isInvalid
                aria-describedby={`${id}-error`}
                onChange={(e) => setValues({ ...values, [path]: e.target.value })}
              />
            )}
            <div id={`${id}-error`} className="invalid-feedback d-block">
              {messages.join(' ')}
            </div>
          </Form.Group>
        );
      })}
      <Button type="submit" size="sm" disabled={sending}>
        Fix and resend
      </Button>
    </Form>
  );
}
