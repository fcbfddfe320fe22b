import { ButtonGroup } from 'react-bootstrap';
import { Link, useLocation } from 'react-router-dom';
import { FILTER_KEYS } from '../listParams';

const LIST_PATH = '/leads-organization/leads-index';
const BOARD_PATH = '/leads-organization/board';

/** List / Board switch of the leads screens; the filters go along, paging does not. */
export function ListBoardToggle({ current }: { current: 'list' | 'board' }) {
  const { search } = useLocation();
  const from = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = from.get(key);
    if (value) kept.set(key, value);
  }
  const query = kept.size ? `?${kept}` : '';
  const link = (view: 'list' | 'board', label: string, path: string) => (
    <Link
      to={`${path}${query}`}
      className={`btn btn-sm ${current === view ? 'btn-secondary' : 'btn-outline-secondary'}`}
      aria-current={current === view ? 'page' : undefined}
    >
      {label}
    </Link>
  );
  return (
    <ButtonGroup aria-label="Leads view">
      {link('list', 'List', LIST_PATH)}
      {link('board', 'Board', BOARD_PATH)}
    </ButtonGroup>
  );
}
