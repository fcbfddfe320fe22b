import { useEffect, useMemo, useState } from 'react';
import { Card, Col, Form as BsForm, Row } from 'react-bootstrap';
import { Form } from 'react-final-form';
import { toast } from 'react-toastify';
import { FileInputWithPreview } from '../../components/FileInputWithPreview';
import { useStoredThumbnail } from '../../components/FilePreview';
import { FieldFeedback, FieldLabel } from '../../components/form/TextField';
import { SubmitButton } from '../../components/form';
import { PageLoading } from '../../components/PageLoading';
import { QueryFailedAlert } from '../../components/LoadFailedAlert';
import { gatedScreen } from '../../components/RequirePermission';
import { toApiFailure } from '../../lib/apiErrors';
import { P } from '../../../contract/permissions';
import { useEmailTemplateQuery, useSaveEmailTemplateMutation } from './api';
import { TemplateFields } from './TemplateFields';
import { MAX_PREVIEW_WIDTH, TemplatePreview } from './TemplatePreview';
import type { EmailTemplateSettings, TemplateValues } from './types';

export default gatedScreen(P.emailTemplateSetting, TemplateSettings);

/** A chosen file as an object URL (released when replaced). */
function useObjectUrl(file: File | null | undefined) {
  const url = useMemo(
    () => (file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null),
    [file],
  );
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  return url;
}

function TemplateSettings() {
  const query = useEmailTemplateQuery();
  const { data } = query;
  // A failed read says so (with Retry) instead of spinning for ever.
  if (!data && query.isError)
    return <QueryFailedAlert query={query} what="The email template could not be loaded." />;
  if (!data) return <PageLoading />;
  return <TemplateForm settings={data} />;
}

function TemplateForm({ settings }: { settings: EmailTemplateSettings }) {
  const [save] = useSaveEmailTemplateMutation();
  const [chosen, setChosen] = useState<File | null>(null);
  const stored = useStoredThumbnail(settings.image);
  const chosenUrl = useObjectUrl(chosen);
  const initial = useMemo<TemplateValues>(
    () => ({
      padding_top: settings.padding_top ?? 100,
      padding_left: settings.padding_left ?? 100,
      preview_width: settings.preview_width ?? MAX_PREVIEW_WIDTH,
      preview_height: settings.preview_height ?? 400,
      cc_users: settings.cc_users ?? [],
    }),
    [settings],
  );

  const onSubmit = async (values: TemplateValues) => {
    if (chosen && !chosen.type.startsWith('image/')) return { image: 'The template image must be an image.' };
    if (!chosen && !settings.image) return { image: 'The template image field is required.' };
    try {
      const result = await save({ ...values, image: chosen }).unwrap();
      toast.success(result.message ?? 'Email template settings saved successfully.');
      setChosen(null);
      return undefined;
    } catch (error) {
      const failure = toApiFailure(error);
      toast.error(failure.message);
      return failure.fieldErrors;
    }
  };

  return (
    <Form<TemplateValues> onSubmit={onSubmit} initialValues={initial}>
      {({ handleSubmit, submitting, values, submitErrors }) => (
        <Card>
          <Card.Body>
            <h1 className="h5 mb-3">Email Template Settings</h1>
            <Row className="g-4">
              <Col lg={5}>
                <BsForm noValidate onSubmit={handleSubmit} aria-label="Email Template Settings">
                  <BsForm.Group className="mb-3">
                    <FieldLabel htmlFor="field-image" label="Template Image" required />
                    <FileInputWithPreview
                      id="field-image"
                      accept="image/*"
                      currentFile={settings.image}
                      currentLabel={settings.image_original_name}
                      invalid={Boolean(submitErrors?.image)}
                      onFile={setChosen}
                    />
                    <FieldFeedback error={submitErrors?.image as string | undefined} />
                  </BsForm.Group>
                  <TemplateFields submitErrors={submitErrors} />
                  <SubmitButton busy={submitting}>Save Settings</SubmitButton>
                </BsForm>
              </Col>
              <Col lg={7}>
                <h2 className="h6">Preview</h2>
                <TemplatePreview
                  imageUrl={chosenUrl ?? stored}
                  paddingTop={values.padding_top}
                  paddingLeft={values.padding_left}
                  width={values.preview_width}
                  height={values.preview_height}
                />
              </Col>
            </Row>
          </Card.Body>
        </Card>
      )}
    </Form>
  );
}
