import { useState } from 'react';
import { Button, Card, Col, Form as BsForm, Row } from 'react-bootstrap';
import { Form } from 'react-final-form';
import { toast } from 'react-toastify';
import { CheckboxField, SelectField, SubmitButton, TextField } from '../../components/form';
import { gatedScreen } from '../../components/RequirePermission';
import { P } from '../../../contract/permissions';
import { parseContacts } from './contacts';
import { ContactsSummary } from './ContactsSummary';
import { deleteDraft, logSent, readDrafts, saveDraft, type SmsDraft, type SmsValues } from './drafts';
import { DraftList } from './DraftList';
import { SmsCounter } from './SmsCounter';
import { countSms } from './smsCounter';
import { validateForSend } from './validate';

const EMPTY: SmsValues = {
  campaign_name: '',
  sender_id: '',
  contacts: '',
  add_country_code: true,
  remove_duplicates: true,
  data_coding: 'text',
  message: '',
  schedule: '',
};
const CODINGS = [
  { value: 'text', label: 'Text (GSM 7-bit)' },
  { value: 'unicode', label: 'Unicode (UCS-2)' },
];

export default gatedScreen(P.composeSms, ComposeSms);

/** Compose SMS: no gateway is connected, so Send and Save As Draft keep the message in this browser. */
function ComposeSms() {
  const [drafts, setDrafts] = useState(readDrafts);
  const [opened, setOpened] = useState<SmsDraft | null>(null);
  const [formKey, setFormKey] = useState(0);
  const reset = (draft: SmsDraft | null) => {
    setOpened(draft);
    setFormKey((k) => k + 1);
  };

  const onSend = (values: SmsValues) => {
    const errors = validateForSend(values);
    if (Object.keys(errors).length) return errors;
    const { numbers } = parseContacts(values.contacts, values.add_country_code, values.remove_duplicates);
    logSent({ values, numbers, segments: countSms(values.message, values.data_coding).segments });
    if (opened) setDrafts(deleteDraft(opened.id));
    toast.success(`SMS to ${numbers.length} contact(s) logged locally (no SMS gateway is connected).`);
    reset(null);
    return undefined;
  };

  return (
    <Row className="g-3">
      <Col xl={8}>
        <Card>
          <Card.Body>
            <h1 className="h5 mb-3">Compose SMS</h1>
            {/* Checked live (shown once a field is touched or Send pressed), so an error goes away
                as soon as its cause does: choosing Unicode clears the GSM 7-bit message error. */}
            <Form<SmsValues>
              key={formKey}
              onSubmit={onSend}
              validate={(values) => validateForSend(values)}
              initialValues={opened?.values ?? EMPTY}
            >
              {({ handleSubmit, submitting, values }) => {
                const parsed = parseContacts(
                  values.contacts ?? '',
                  values.add_country_code,
                  values.remove_duplicates,
                );
                return (
                  <BsForm noValidate onSubmit={handleSubmit} aria-label="Compose SMS">
                    <Row>
                      <Col md={6}>
                        <TextField name="campaign_name" label="Campaign Name" required />
                      </Col>
                      <Col md={6}>
                        <TextField name="sender_id" label="Sender ID" placeholder="e.g. CRMS" />
                      </Col>
                    </Row>
                    <TextField
                      name="contacts"
                      label="Contacts"
                      as="textarea"
                      rows={3}
                      placeholder="01711000000, 01811000000"
                      className="mb-1"
                    />
                    <ContactsSummary parsed={parsed} />
                    <div className="d-flex flex-wrap gap-3 my-3">
                      <CheckboxField name="add_country_code" label="Auto add country code (880)" />
                      <CheckboxField name="remove_duplicates" label="Remove duplicate" />
                    </div>
                    <SelectField name="data_coding" label="Data Coding" options={CODINGS} />
                    <TextField name="message" label="Message" as="textarea" rows={5} className="mb-1" />
                    <SmsCounter message={values.message ?? ''} coding={values.data_coding} />
                    <TextField name="schedule" label="Schedule" type="datetime-local" className="my-3" />
                    <div className="d-flex flex-wrap gap-2">
                      <Button
                        variant="outline-secondary"
                        onClick={() => {
                          const saved = saveDraft(values, opened?.id ?? null);
                          setDrafts(saved.drafts);
                          setOpened(saved.drafts.find((d) => d.id === saved.id) ?? null);
                          toast.success('Draft saved.');
                        }}
                      >
                        Save As Draft
                      </Button>
                      <SubmitButton busy={submitting}>Send</SubmitButton>
                      {opened && (
                        <Button variant="link" onClick={() => reset(null)}>
                          New message
                        </Button>
                      )}
                    </div>
                  </BsForm>
                );
              }}
            </Form>
          </Card.Body>
        </Card>
      </Col>
      <Col xl={4}>
        <Card>
          <Card.Body>
            <h2 className="h6">Drafts</h2>
            <DraftList
              drafts={drafts}
              onOpen={(d) => reset(d)}
              onDelete={(d) => {
                setDrafts(deleteDraft(d.id));
                if (opened?.id === d.id) reset(null);
              }}
            />
          </Card.Body>
        </Card>
      </Col>
    </Row>
  );
}
