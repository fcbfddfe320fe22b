import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ListGroup } from 'react-bootstrap';
import { placePopup, visibleBand, type Placement } from './popupPlacement';

const MAX_HEIGHT = 240;

/**
 * The list under a typeahead (TypeaheadInput). Options take no focus: the text box keeps it and
 * points at the active one with aria-activedescendant. A click lands without blurring the box.
 * It opens upward when the field sits too low for it (a field near the bottom of a phone), decided
 * before it is painted and again while the page scrolls or the window changes size.
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
  const list = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<Placement>({ above: false, maxHeight: MAX_HEIGHT });
  useLayoutEffect(() => {
    const el = list.current;
    const field = el?.parentElement; // the field's positioned wrapper, as tall as the field
    if (!shown || !el || !field) return;
    const measure = () => {
      const next = placePopup(field.getBoundingClientRect(), el.scrollHeight, MAX_HEIGHT, visibleBand());
      // Scrolling the list itself lands here too: an unchanged place renders nothing again.
      setPlace((now) => (now.above === next.above && now.maxHeight === next.maxHeight ? now : next));
    };
    measure();
    const view = window.visualViewport;
    window.addEventListener('scroll', measure, { capture: true, passive: true });
    window.addEventListener('resize', measure);
    view?.addEventListener('resize', measure);
    return () => {
      window.removeEventListener('scroll', measure, { capture: true });
      window.removeEventListener('resize', measure);
      view?.removeEventListener('resize', measure);
    };
  }, [shown, options.length]);
  useEffect(() => {
    if (shown && active >= 0)
      document.getElementById(`${id}-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [shown, active, id]);
  return (
    <ListGroup
      ref={list}
      id={id}
      role="listbox"
      aria-label="Suggestions"
      hidden={!shown}
      className="position-absolute w-100 shadow-sm"
      style={{
        zIndex: 1050,
        maxHeight: place.maxHeight,
        overflowY: 'auto',
        ...(place.above ? { bottom: '100%' } : { top: '100%' }),
      }}
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
