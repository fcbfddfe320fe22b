import { Form } from 'react-bootstrap';
import { useDebouncedSearch } from '../lib/useDebouncedSearch';

/**
 * The "Companies..." search box of the organization lists (leads, prospects): typing shows at once,
 * `onCommit` gets the text 300 ms after the last key, and a new `committed` value (the URL changed
 * by back/forward) replaces what is in the box.
 */
export function CompanySearchBox({
  committed,
  onCommit,
  label,
}: {
  committed: string;
  onCommit: (search: string) => void;
  label: string;
}) {
  const [search, setSearch] = useDebouncedSearch(committed, onCommit);
  return (
    <Form.Control
      size="sm"
      type="search"
      placeholder="Companies..."
      aria-label={label}
      value={search}
      onChange={(e) => setSearch(e.target.value)}
    />
  );
}
