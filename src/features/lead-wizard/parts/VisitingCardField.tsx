import { useEffect, useState } from 'react';
import { useField } from 'react-final-form';
import { FileInputWithPreview } from '../../../components/FileInputWithPreview';
import { DEFAULT_API_URL } from '../../../api/baseApi';
import { getToken } from '../../../lib/session';
import { failureMessage, isApiFailure } from '../../../lib/apiErrors';
import { useUploadVisitingCardMutation } from '../api';
import { FieldRow, fieldId } from './FieldRow';

/** Uploads are read with the bearer token, so a stored card is fetched into a local preview URL. */
function useStoredPreview(name: string | null) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!name || !/\.(png|jpe?g|gif|webp)$/i.test(name) || typeof URL.createObjectURL !== 'function') return;
    let objectUrl: string | null = null;
    let cancelled = false;
    fetch(`${DEFAULT_API_URL}/uploads/${encodeURIComponent(name)}`, {
      headers: { Authorization: `Bearer ${getToken() ?? ''}` },
    })
      .then((res) => (res.ok ? res.blob() : null))
      .then((blob) => {
        if (!blob || cancelled) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [name]);
  return url;
}

/** The visiting card of a person: uploaded at once (images or PDF), its stored name kept in the form. */
export function VisitingCardField({ name }: { name: string }) {
  const { input } = useField<string | null>(name, { subscription: { value: true } });
  const [upload, { isLoading }] = useUploadVisitingCardMutation();
  const [error, setError] = useState<string | null>(null);
  const stored = useStoredPreview(input.value || null);
  return (
    <FieldRow name={name} label="Visiting Card" htmlFor={fieldId(name)}>
      <FileInputWithPreview
        id={fieldId(name)}
        accept="image/jpeg,image/png,image/gif,image/webp,application/pdf,.jpg,.jpeg,.png,.gif,.webp,.pdf"
        busy={isLoading}
        invalid={Boolean(error)}
        currentPreview={stored}
        currentName={input.value || null}
        onFile={async (file) => {
          setError(null);
          try {
            const result = await upload(file).unwrap();
            input.onChange(result.file_name);
          } catch (e) {
            const data = isApiFailure(e)
              ? (e.data as { errors?: { file?: string[] } } | undefined)
              : undefined;
            setError(data?.errors?.file?.[0] ?? failureMessage(e) ?? 'The file could not be uploaded.');
          }
        }}
      />
      {error && <div className="invalid-feedback d-block">{error}</div>}
    </FieldRow>
  );
}
