import { createContext, useContext, useEffect, useState } from 'react';
import { useField } from 'react-final-form';
import { FileInputWithPreview } from '../FileInputWithPreview';
import { toApiFailure } from '../../lib/apiErrors';
import { focusWhenLost } from '../../lib/focusFallback';
import { useUploadVisitingCardMutation } from '../../api/uploads';
import { isPendingCard, keepPendingCard } from '../../queue/pendingCards';
import { FieldRow, fieldId } from './FieldRow';

const MAX_CARD_BYTES = 5 * 1024 * 1024;
const TOO_LARGE = 'The file may not be greater than 5 MB.';

interface Uploaded {
  file_name: string;
  /** The chosen file's own name: shown, and the download's name. */
  label: string;
  url: string | null;
}

/**
 * The visiting card of a person: uploaded at once (images or PDF), its stored name kept in the form.
 * What is shown follows the row's value, never the component: when a card above is removed, this
 * row shows its own card (a chooser keyed by the value starts afresh, as it does after a refusal).
 */
/** A form that also announces a refused upload (the prospect / stakeholder update toasts it). */
export const UploadErrorContext = createContext<((message: string) => void) | null>(null);
/**
 * A form that can queue its save on this device (the lead wizard, src/queue/): a card the server
 * cannot be reached for is kept with the form and uploaded when the lead is sent.
 */
export const OfflineCardsContext = createContext(false);

export function VisitingCardField({ name }: { name: string }) {
  const { input } = useField<string | null>(name, { subscription: { value: true } });
  const value = input.value || null;
  const [upload, { isLoading }] = useUploadVisitingCardMutation();
  const [error, setError] = useState<{ value: string | null; message: string } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [uploaded, setUploaded] = useState<Uploaded | null>(null);
  useEffect(() => () => void (uploaded?.url && URL.revokeObjectURL(uploaded.url)), [uploaded]);
  const own = uploaded && uploaded.file_name === value ? uploaded : null;
  const reportUpload = useContext(UploadErrorContext);
  const canKeepOffline = useContext(OfflineCardsContext);
  // The chooser starts afresh (keyed) after an upload or a refusal: the keyboard stays on it.
  // Only if focus was lost with it: a user who moved on during the upload stays where they are.
  const keepFocus = (had: boolean) => had && focusWhenLost(fieldId(name));
  const refuse = (message: string, had: boolean) => {
    reportUpload?.(message);
    setError({ value, message });
    setAttempt((n) => n + 1);
    keepFocus(had);
  };
  const shownError = error && error.value === value ? error.message : null;
  return (
    <FieldRow name={name} label="Visiting Card" htmlFor={fieldId(name)}>
      <FileInputWithPreview
        key={`${value ?? ''}#${attempt}`}
        id={fieldId(name)}
        accept="image/jpeg,image/png,image/gif,image/webp,application/pdf,.jpg,.jpeg,.png,.gif,.webp,.pdf"
        busy={isLoading}
        invalid={Boolean(shownError)}
        // A card waiting on this device (src/queue/pendingCards.ts) has no stored file to download.
        currentFile={isPendingCard(value) ? null : value}
        currentLabel={own ? own.label : null}
        currentPreview={own ? own.url : null}
        onFile={async (file) => {
          setError(null);
          const had = document.activeElement?.id === fieldId(name);
          // The server refuses it too (413); no need to send 5 MB to hear that.
          if (file.size > MAX_CARD_BYTES) return refuse(TOO_LARGE, had);
          try {
            const result = await upload(file).unwrap();
            const canPreview = file.type.startsWith('image/') && typeof URL.createObjectURL === 'function';
            setUploaded({
              file_name: result.file_name,
              label: file.name,
              url: canPreview ? URL.createObjectURL(file) : null,
            });
            input.onChange(result.file_name);
            keepFocus(had);
          } catch (e) {
            const failure = toApiFailure(e);
            if (canKeepOffline && typeof failure.status === 'string') {
              const placeholder = keepPendingCard(file);
              const canPreview = file.type.startsWith('image/') && typeof URL.createObjectURL === 'function';
              setUploaded({
                file_name: placeholder,
                label: file.name,
                url: canPreview ? URL.createObjectURL(file) : null,
              });
              input.onChange(placeholder);
              return keepFocus(had);
            }
            const fileError = failure.fieldErrors.file;
            refuse(typeof fileError === 'string' ? fileError : failure.message, had);
          }
        }}
      />
      {shownError && <div className="invalid-feedback d-block">{shownError}</div>}
    </FieldRow>
  );
}
