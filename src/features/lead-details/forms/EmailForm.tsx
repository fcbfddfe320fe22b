import { Form as BsForm } from 'react-bootstrap';
import { useSelectCommit } from '../../../lib/useSelectCommit';
import { Field } from 'react-final-form';
import { TagInput } from '../../../components/TagInput';
import { TextField } from '../../../components/form';
import { ActivityForm } from './ActivityForm';
import { AttachmentField } from './FileFields';
import { required, SAVE_PATHS, type FormPlace } from './constants';

export interface EmailValues {
  to_mail: string[];
  sender_name: string;
  subject: string;
  body: string;
  attachment: File | null;
}

const INITIAL: EmailValues = { to_mail: [], sender_name: '', subject: '', body: '', attachment: null };

const validateEmail = (v: EmailValues): Record<string, string> => ({
  ...(!v.subject?.trim() ? { subject: required('subject') } : {}),
  ...(!v.body?.trim() ? { body: required('body') } : {}),
});

function toBody(v: EmailValues, common: { lead_id: number; key_account: 'Y' | 'N' }): FormData {
  const form = new FormData();
  form.append('lead_id', String(common.lead_id));
  form.append('key_account', common.key_account);
  form.append('subject', v.subject ?? '');
  form.append('body', v.body ?? '');
  form.append('sender_name', v.sender_name ?? '');
  form.append('to_mail', JSON.stringify(v.to_mail ?? []));
  if (v.attachment) form.append('attachment', v.attachment);
  return form;
}

/** Recipients: typed addresses, or ALL = every concern person that has an email. */
function Recipients({ personEmails }: { personEmails: { name: string; email: string }[] }) {
  return (
    <Field<string[]> name="to_mail">
      {({ input }) => {
        const value = Array.isArray(input.value) ? input.value : [];
        return <RecipientPicker personEmails={personEmails} value={value} onChange={input.onChange} />;
      }}
    </Field>
  );
}

/**
 * The concern-person select above the addresses: a pick adds its address (ALL: every person's).
 * Arrowing through the closed select only moves the choice; Enter adds it (src/lib/useSelectCommit.ts).
 */
function RecipientPicker({
  personEmails,
  value,
  onChange,
}: {
  personEmails: { name: string; email: string }[];
  value: string[];
  onChange(next: string[]): void;
}) {
  const add = (emails: string[]) => onChange([...new Set([...value, ...emails])]);
  const choice = useSelectCommit(
    '',
    (picked) => add(picked === 'ALL' ? personEmails.map((p) => p.email) : [picked]),
    'discard',
  );
  return (
    <BsForm.Group className="mb-3">
      <BsForm.Label htmlFor="field-to-mail">Recipients</BsForm.Label>
      <BsForm.Select aria-label="Add recipient" className="mb-1" value={choice.value} {...choice.handlers}>
        <option value="">Add a concern person</option>
        <option value="ALL">ALL</option>
        {personEmails.map((p) => (
          <option key={`${p.name}-${p.email}`} value={p.email}>
            {`${p.name} <${p.email}>`}
          </option>
        ))}
      </BsForm.Select>
      <TagInput id="field-to-mail" value={value} onChange={onChange} ariaLabel="Recipients" />
    </BsForm.Group>
  );
}

export function EmailForm({
  leadId,
  keyAccount,
  personEmails,
}: FormPlace & { personEmails: { name: string; email: string }[] }) {
  return (
    <ActivityForm<EmailValues>
      label="Email"
      path={SAVE_PATHS.email}
      leadId={leadId}
      keyAccount={keyAccount}
      initialValues={INITIAL}
      validate={validateEmail}
      toBody={toBody}
      noticeKeys={['to_mail', 'sender_name']}
    >
      <Recipients personEmails={personEmails} />
      <TextField name="sender_name" label="Sender Name" />
      <TextField name="subject" label="Subject" required />
      <TextField name="body" label="Body" as="textarea" rows={4} required />
      <AttachmentField name="attachment" label="Attachment" />
    </ActivityForm>
  );
}
