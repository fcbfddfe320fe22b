import arrayMutators from 'final-form-arrays';
import { useCallback, useState, type ReactNode } from 'react';
import { Alert } from 'react-bootstrap';
import { Form } from 'react-final-form';
import { FormAlert, SubmitButton } from '../../../components/form';
import type { QueuedActivityType } from '../../../queue/types';
import { useActivitySend } from './useActivitySend';
import { useActivityDialog } from './useActivityDialog';

export interface ActivityFormProps<V extends object> {
  /** The save call's path (docs/api.md). */
  path: string;
  leadId: number;
  keyAccount: 'Y' | 'N';
  initialValues: V;
  /** The request body: JSON fields, or FormData for forms with files. */
  toBody(values: V, common: { lead_id: number; key_account: 'Y' | 'N' }): FormData | object;
  validate?(values: V): Record<string, unknown>;
  /** The file form lists every message as one error notice instead of under fields. */
  errorsAsNotice?: boolean;
  /** Fields with no place for an error (email recipients): their server messages show as a notice. */
  noticeKeys?: string[];
  label: string;
  /** The note and log forms: a save without an answer is queued on the device (./useActivitySend.ts). */
  queueAs?: QueuedActivityType;
  /** The lead's organisation name, naming a queued activity's lead. */
  leadTitle?: string;
  children: ReactNode;
}

/** Every message of a field-errors object, depth first. */
const messagesOf = (errors: unknown): string[] =>
  typeof errors === 'string'
    ? [errors]
    : errors && typeof errors === 'object'
      ? Object.values(errors).flatMap(messagesOf)
      : [];

/**
 * One activity form run by the dialog machine: submit sends the body, a 422 comes back as field
 * errors (or one notice), a success resets the form; the timeline refreshes through tags.
 */
export function ActivityForm<V extends object>(props: ActivityFormProps<V>) {
  const {
    path,
    leadId,
    keyAccount,
    initialValues,
    toBody,
    validate,
    errorsAsNotice,
    noticeKeys,
    label,
    queueAs,
    leadTitle = '',
    children,
  } = props;
  const save = useActivitySend({ path, leadId, leadTitle, queueAs });
  const send = useCallback(
    (values: Record<string, unknown>) =>
      save(toBody(values as V, { lead_id: leadId, key_account: keyAccount })),
    [save, leadId, keyAccount, toBody],
  );
  const { snapshot, submit, busy } = useActivityDialog(send);
  const [notice, setNotice] = useState<string[]>([]);
  // Bumped after each save: the inputs remount empty (file choosers keep no stale choice).
  const [generation, setGeneration] = useState(0);

  return (
    <Form<V>
      onSubmit={async (values, form) => {
        const result = await submit(values as Record<string, unknown>);
        if (result === null) {
          setNotice([]);
          setTimeout(() => {
            form.restart(initialValues);
            setGeneration((g) => g + 1);
          });
          return undefined;
        }
        if (errorsAsNotice && result) {
          setNotice(messagesOf(result));
          return undefined;
        }
        const unshown = (noticeKeys ?? []).flatMap((key) =>
          messagesOf((result as Record<string, unknown>)?.[key]),
        );
        setNotice(unshown);
        return result;
      }}
      validate={(values) => {
        const errors = validate?.(values) ?? {};
        return errorsAsNotice ? {} : errors;
      }}
      mutators={{ ...arrayMutators }}
      initialValues={initialValues}
      render={({ handleSubmit, values }) => (
        <form
          onSubmit={(e) => {
            if (errorsAsNotice) {
              const local = messagesOf(validate?.(values) ?? {});
              setNotice(local);
              if (local.length) {
                e.preventDefault();
                return;
              }
            }
            void handleSubmit(e);
          }}
          noValidate
          aria-label={label}
        >
          {snapshot.matches({ editing: 'failed' }) && <FormAlert error={snapshot.context.errorMessage} />}
          {notice.length > 0 && (
            <Alert variant="danger" role="alert">
              {notice.map((m) => (
                <div key={m}>{m}</div>
              ))}
            </Alert>
          )}
          <div key={generation}>{children}</div>
          <div className="d-flex justify-content-end">
            <SubmitButton busy={busy}>Save</SubmitButton>
          </div>
        </form>
      )}
    />
  );
}
