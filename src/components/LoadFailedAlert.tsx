import { Alert, Button } from 'react-bootstrap';
import { firstFieldError, toApiFailure } from '../lib/apiErrors';

/** What a panel or table shows where its data failed to load (the alert above says what happened). */
export const UNAVAILABLE_TEXT = 'Not available.';

/** A list or record that could not be loaded: what failed and why, with Retry where it can help. */
export function LoadFailedAlert({ text, onRetry }: { text: string; onRetry?: () => void }) {
  return (
    <Alert variant="danger" className="d-flex flex-wrap gap-2 justify-content-between align-items-center">
      <span>{text}</span>
      {onRetry && (
        <Button size="sm" variant="outline-danger" onClick={onRetry}>
          Retry
        </Button>
      )}
    </Alert>
  );
}

/** The part of an RTK Query result a failure alert reads. */
interface QueryState {
  isError: boolean;
  isFetching: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/**
 * A list query's failure once it has settled (hidden while Retry reads again): `what` failed,
 * then why (the server's message; with `fieldReason`, the first refused field's message first,
 * so a refused filter says which), with Retry.
 */
export function QueryFailedAlert({
  query,
  what,
  fieldReason = false,
}: {
  query: QueryState;
  what: string;
  fieldReason?: boolean;
}) {
  if (!query.isError || query.isFetching) return null;
  const failure = toApiFailure(query.error);
  const why = (fieldReason ? firstFieldError(failure) : undefined) ?? failure.message;
  return <LoadFailedAlert text={`${what} ${why}`} onRetry={() => void query.refetch()} />;
}
