import { Button, Col, Form as BsForm, Row } from 'react-bootstrap';
import { Form } from 'react-final-form';
import { useNavigate, useOutletContext } from 'react-router-dom';
import { toast } from 'react-toastify';
import { SelectField, TextField } from '../../components/form';
import type { IndividualLeadContext } from './IndividualLeadLayout';
import { INDIVIDUAL_TABS, type DemoField } from './tabs';

const required = (f: DemoField) => (value: string | undefined) =>
  f.required && !value?.trim() ? `The ${f.label.toLowerCase()} field is required.` : undefined;

function DemoInput({ field }: { field: DemoField }) {
  if (field.kind === 'select')
    return (
      <SelectField
        name={field.name}
        label={field.label}
        required={field.required}
        placeholder={`Select ${field.label}`}
        options={(field.options ?? []).map((o) => ({ value: o, label: o }))}
      />
    );
  return (
    <TextField
      name={field.name}
      label={field.label}
      required={field.required}
      type={field.kind === 'textarea' ? undefined : (field.kind ?? 'text')}
      as={field.kind === 'textarea' ? 'textarea' : undefined}
      rows={field.kind === 'textarea' ? 3 : undefined}
      validate={required(field)}
    />
  );
}

/** One tab's static form: Previous / Next between tabs; Submit on the last one (no call). */
export function IndividualTabForm({ path }: { path: string }) {
  const index = INDIVIDUAL_TABS.findIndex((t) => t.path === path);
  const tab = INDIVIDUAL_TABS[index];
  const { values, setValues } = useOutletContext<IndividualLeadContext>();
  const navigate = useNavigate();
  const last = index === INDIVIDUAL_TABS.length - 1;
  const go = (i: number) => navigate(`/leads-individual/${INDIVIDUAL_TABS[i].path}`);

  const onSubmit = (tabValues: Record<string, string>) => {
    const errors: Record<string, string> = {};
    for (const f of tab.fields) {
      const message = required(f)(tabValues[f.name]);
      if (message) errors[f.name] = message;
    }
    if (Object.keys(errors).length) return errors;
    setValues({ ...values, ...tabValues });
    if (last) toast.info('Demo form: the individual lead was checked but not saved.');
    else go(index + 1);
    return undefined;
  };

  return (
    <Form<Record<string, string>> onSubmit={onSubmit} initialValues={values}>
      {({ handleSubmit, values: current }) => (
        <BsForm noValidate onSubmit={handleSubmit} aria-label={tab.title}>
          <h2 className="h6 mb-3">{tab.title}</h2>
          <Row>
            {tab.fields.map((f) => (
              <Col md={6} key={f.name}>
                <DemoInput field={f} />
              </Col>
            ))}
          </Row>
          <div className="d-flex gap-2">
            {index > 0 && (
              <Button
                variant="outline-secondary"
                onClick={() => {
                  setValues({ ...values, ...current });
                  go(index - 1);
                }}
              >
                Previous
              </Button>
            )}
            <Button type="submit">{last ? 'Submit' : 'Next'}</Button>
          </div>
        </BsForm>
      )}
    </Form>
  );
}
