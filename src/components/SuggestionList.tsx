import { useEffect } from 'react';
import { ListGroup } from 'react-bootstrap';

/**
 * The list under a typeahead (TypeaheadInput). Options take no focus: the text box keeps it and
 * points at the active one with aria-activedescendant. A click lands without blurring the box.
 */
export function SuggestionList<T extends { key: string | number; label: string }>({
  id,
  options,
  active,
  onPick,
}: {
  id: string;
  /** Empty while the list is closed. */
  options: T[];
  active: number;
  onPick(option: T): void;
}) {
  const shown = options.length > 0;
  // A list that opens below the fold (a field low on a phone) is brought into view.
  useEffect(() => {
    if (shown) document.getElementById(id)?.scrollIntoView?.({ block: 'nearest' });
  }, [shown, id]);
  useEffect(() => {
    if (shown && active >= 0)
      document.getElementById(`${id}-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [shown, active, id]);
  return (
    <ListGroup
      id={id}
      role="listbox"
      aria-label="Suggestions"
      hidden={!shown}
      className="position-absolute w-100 shadow-sm"
      style={{ zIndex: 1050, maxHeight: 240, overflowY: 'auto' }}
    >
      {options.map((option, index) => (
        <ListGroup.Item
          key={option.key}
          id={`${id}-${index}`}
          action
          active={index === active}
          role="option"
          aria-selected={index === active}
          type="button"
          tabIndex={-1}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => onPick(option)}
        >
          {option.label}
        </ListGroup.Item>
      ))}
    </ListGroup>
  );
}
