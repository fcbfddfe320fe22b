import { Alert } from 'react-bootstrap';
import { countSms, type DataCoding } from './smsCounter';

/** Live length and segment count of the message for its data coding. */
export function SmsCounter({ message, coding }: { message: string; coding: DataCoding }) {
  const count = countSms(message ?? '', coding);
  return (
    <>
      <div className="small text-body-secondary" aria-live="polite" data-testid="sms-counter">
        {`${count.used} ${coding === 'text' ? 'characters' : 'Unicode characters'} · ${count.segments} SMS · ${count.remaining} left`}
      </div>
      {count.unsupported.length > 0 && (
        <Alert variant="warning" className="py-1 px-2 small mt-1 mb-0">
          {`Not in GSM 7-bit: ${count.unsupported.join(' ')} — choose Unicode data coding to send them.`}
        </Alert>
      )}
    </>
  );
}
