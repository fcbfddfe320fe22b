import { useId, useState } from 'react';
import { focusWhenLost } from '../lib/focusFallback';
import { Form, Pagination } from 'react-bootstrap';

export const PAGE_SIZES = [10, 20, 50, 100] as const;

/**
 * Page and page size of a server-paged list kept in the component; `pagerProps(total)` wires a
 * TablePager (a new page size starts again at page 1).
 */
export function usePager(initialPerPage = 10) {
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(initialPerPage);
  const pagerProps = (total: number) => ({
    page,
    perPage,
    total,
    onPage: setPage,
    onPerPage: (n: number) => {
      setPerPage(n);
      setPage(1);
    },
  });
  return { page, perPage, setPage, pagerProps };
}

/** Server-side paging controls: page size select (10/20/50/100) and page links. */
export function TablePager({
  page,
  perPage,
  total,
  onPage,
  onPerPage,
}: {
  page: number;
  perPage: number;
  total: number;
  onPage: (page: number) => void;
  onPerPage: (perPage: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / perPage));
  const first = Math.max(1, Math.min(page - 2, pages - 4));
  const shown = Array.from({ length: Math.min(5, pages) }, (_, i) => first + i);
  // The current page is plain text, not a button, so the clicked button goes away (and Previous or
  // Next turn to text at the ends): focus goes to the new current page, not to the document.
  const currentId = `${useId()}-current`;
  const go = (n: number) => {
    onPage(n);
    // Previous and Next keep focus while they stay buttons (pressed again and again).
    focusWhenLost(currentId);
  };
  return (
    <div className="d-flex flex-wrap gap-2 justify-content-between align-items-center">
      <div className="d-flex align-items-center gap-2">
        <Form.Select
          size="sm"
          aria-label="Rows per page"
          value={perPage}
          onChange={(e) => onPerPage(Number(e.target.value))}
          style={{ width: 'auto' }}
        >
          {PAGE_SIZES.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </Form.Select>
        <span className="small text-body-secondary">{`Total ${total}`}</span>
      </div>
      <Pagination size="sm" className="mb-0">
        <Pagination.Prev disabled={page <= 1} onClick={() => go(page - 1)} aria-label="Previous page" />
        {shown.map((n) => (
          <Pagination.Item
            key={n}
            active={n === page}
            onClick={() => go(n)}
            {...(n === page ? { id: currentId, tabIndex: -1 } : {})}
          >
            {n}
          </Pagination.Item>
        ))}
        <Pagination.Next disabled={page >= pages} onClick={() => go(page + 1)} aria-label="Next page" />
      </Pagination>
    </div>
  );
}
