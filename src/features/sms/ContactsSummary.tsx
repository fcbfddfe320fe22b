import type { ParsedContacts } from './contacts';

/** What the contacts field will send to: valid numbers, repeats left out, entries refused. */
export function ContactsSummary({ parsed }: { parsed: ParsedContacts }) {
  const { numbers, duplicatesRemoved, invalid } = parsed;
  return (
    <div className="small mt-1" aria-live="polite" data-testid="contacts-summary">
      <span>{`${numbers.length} contact${numbers.length === 1 ? '' : 's'}`}</span>
      {duplicatesRemoved > 0 && (
        <span>{` · ${duplicatesRemoved} duplicate${duplicatesRemoved === 1 ? '' : 's'} removed`}</span>
      )}
      {invalid.length > 0 && (
        <span className="text-danger">{` · not a number: ${invalid.slice(0, 5).join(', ')}${invalid.length > 5 ? '…' : ''}`}</span>
      )}
    </div>
  );
}
