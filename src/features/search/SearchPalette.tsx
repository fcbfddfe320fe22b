import { useEffect, useState, type KeyboardEvent } from 'react';
import { Button, Form, ListGroup, Modal } from 'react-bootstrap';
import { useAppNavigate } from '../../lib/appNavigate';
import { useGlobalSearchQuery, type SearchHit } from './api';
import { useSettled } from '../../lib/useDebouncedSearch';

const KIND_LABEL: Record<SearchHit['kind'], string> = {
  lead: 'Lead',
  prospect: 'Prospect',
  stakeholder: 'Stackholder',
  document: 'Document',
  employee: 'Employee',
};

/**
 * Ctrl+K (⌘K) search across leads, prospects, stakeholders, documents and employees: one server
 * call, arrow keys move, Enter opens, Escape closes. The server decides what the user may find.
 */
export function SearchPalette() {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const navigate = useAppNavigate();
  const term = useSettled(text.trim());
  const { currentData, isFetching, isError } = useGlobalSearchQuery(term, {
    skip: !open || term.length < 2,
  });
  const hits = term.length >= 2 ? (currentData?.hits ?? []) : [];

  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const close = () => {
    setOpen(false);
    setText('');
    setActive(0);
  };
  const go = (hit: SearchHit | undefined) => {
    if (!hit) return;
    close();
    navigate(hit.url);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (hits.length ? (i + step + hits.length) % hits.length : 0));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      go(hits[Math.min(active, hits.length - 1)]);
    }
  };

  return (
    <>
      <Button
        variant="outline-secondary"
        size="sm"
        onClick={() => setOpen(true)}
        title="Search (Ctrl+K)"
        aria-keyshortcuts="Control+K"
      >
        <span aria-hidden="true">⌕</span>
        <span className="app-search-label ms-1">Search</span>
      </Button>
      <Modal show={open} onHide={close} aria-labelledby="search-title">
        <Modal.Header closeButton>
          <Modal.Title id="search-title" className="h6">
            Search
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <Form.Control
            autoFocus
            type="search"
            placeholder="Leads, prospects, stackholders, documents, employees..."
            aria-label="Search everything"
            aria-controls="search-results"
            aria-activedescendant={hits.length ? `search-hit-${active}` : undefined}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
          />
          <ListGroup id="search-results" role="listbox" aria-label="Results" className="mt-2">
            {hits.map((hit, i) => (
              <ListGroup.Item
                key={`${hit.kind}-${hit.id}`}
                id={`search-hit-${i}`}
                role="option"
                aria-selected={i === active}
                action
                active={i === active}
                onMouseEnter={() => setActive(i)}
                onClick={() => go(hit)}
              >
                <div className="fw-semibold text-break">{hit.title}</div>
                <small>
                  {hit.subtitle && hit.subtitle !== KIND_LABEL[hit.kind]
                    ? `${KIND_LABEL[hit.kind]} · ${hit.subtitle}`
                    : KIND_LABEL[hit.kind]}
                </small>
              </ListGroup.Item>
            ))}
          </ListGroup>
          {term.length >= 2 && !isFetching && isError && (
            <p className="text-danger small mt-2 mb-0" role="alert">
              The search could not be run. Please try again.
            </p>
          )}
          {term.length >= 2 && !isFetching && !isError && hits.length === 0 && (
            <p className="text-body-secondary small mt-2 mb-0">No results found</p>
          )}
        </Modal.Body>
      </Modal>
    </>
  );
}
