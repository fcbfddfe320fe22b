import { Col, Form as BsForm, Row } from 'react-bootstrap';
import { Field } from 'react-final-form';
import { FieldFeedback, FieldLabel } from '../../components/form/TextField';
import { TextField } from '../../components/form';
import { TagInput } from '../../components/TagInput';
import { MAX_PREVIEW_WIDTH } from './TemplatePreview';

const requiredNumber = (label: string) => (v: unknown) =>
  v === undefined || v === null || String(v).trim() === '' ? `The ${label} field is required.` : undefined;

function firstCcError(errors: Record<string, unknown> | undefined): string | undefined {
  const cc = errors?.cc_users;
  if (Array.isArray(cc)) return cc.find((e): e is string => typeof e === 'string');
  return typeof cc === 'string' ? cc : undefined;
}

/** The template's CC list, paddings (required) and preview size. */
export function TemplateFields({ submitErrors }: { submitErrors?: Record<string, unknown> }) {
  return (
    <>
      <Field<string[]> name="cc_users">
        {({ input, meta }) => (
          <BsForm.Group className="mb-3">
            <FieldLabel htmlFor="field-cc_users" label="CC" />
            <TagInput
              id="field-cc_users"
              value={input.value || []}
              onChange={input.onChange}
              placeholder="Add an email and press Enter"
              ariaLabel="CC"
            />
            <FieldFeedback error={meta.submitError ?? firstCcError(submitErrors)} />
          </BsForm.Group>
        )}
      </Field>
      <Row>
        {(['Top', 'Left'] as const).map((side) => (
          <Col xs={6} key={side}>
            <TextField
              name={`padding_${side.toLowerCase()}`}
              label={`Padding ${side}`}
              type="number"
              min={0}
              max={2000}
              required
              validate={requiredNumber(`padding ${side.toLowerCase()}`)}
            />
          </Col>
        ))}
        <Col xs={6}>
          <TextField
            name="preview_width"
            label="Preview Width"
            type="number"
            min={100}
            max={MAX_PREVIEW_WIDTH}
          />
        </Col>
        <Col xs={6}>
          <TextField name="preview_height" label="Preview Height" type="number" min={100} max={2000} />
        </Col>
      </Row>
    </>
  );
}
