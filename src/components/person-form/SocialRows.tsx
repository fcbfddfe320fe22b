import { Button, Col, Row } from 'react-bootstrap';
import { RemoveRowButton } from './RemoveRowButton';
import { useArrayRows } from './useArrayRows';
import { TextField } from '../form';
import { SelectField } from '../form/SelectField';
import { MessageRoom } from '../form/MessageRoom';

/**
 * Repeatable social network rows: a media select and a URL. Used for the lead (mediaName, URL;
 * Facebook, Instagram, Twiter, linkedin) and for each person (social_media, url; facebook, youtube,
 * linkedin, other). Removable only while more than one exists.
 */
export function SocialRows({
  name,
  mediaKey,
  urlKey,
  media,
  title = 'Social Networks',
}: {
  name: string;
  mediaKey: string;
  urlKey: string;
  media: readonly string[];
  title?: string;
}) {
  const options = media.map((m) => ({ value: m, label: m }));
  const fields = useArrayRows<Record<string, string>>(name, mediaKey);
  return (
    <fieldset className="mb-3">
      <legend className="fs-6 fw-semibold">{title}</legend>
      {/* A message under a field must not slide the row's Remove away from the pointer. */}
      <MessageRoom>
        {fields.names.map((row, index) => (
          <Row key={row} className="align-items-end">
            <Col md={4}>
              <SelectField name={`${row}.${mediaKey}`} label="Social Media" options={options} />
            </Col>
            <Col md={6}>
              <TextField name={`${row}.${urlKey}`} label="URL" placeholder="https://" />
            </Col>
            <RemoveRowButton
              shown={fields.count > 1}
              label={`Remove social network ${index + 1}`}
              onRemove={() => fields.remove(index)}
            />
          </Row>
        ))}
      </MessageRoom>
      <Button
        variant="outline-primary"
        size="sm"
        onClick={() => fields.push({ [mediaKey]: '', [urlKey]: '' })}
      >
        Add Social Network
      </Button>
    </fieldset>
  );
}
