import type { ReactNode } from 'react';
import { Card, Form } from 'react-bootstrap';

/** A list screen's card header: its title (the page's h1) left, its actions right, wrapping on a phone. */
export function ListCardHeader({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <Card.Header className="d-flex flex-wrap gap-2 justify-content-between align-items-center">
      <h1 className="h5 mb-0">{title}</h1>
      <div className="d-flex flex-wrap gap-2">{children}</div>
    </Card.Header>
  );
}

/** The search box among a list header's actions (filters as typed). */
export function ListSearchInput({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Form.Control
      type="search"
      placeholder={placeholder}
      aria-label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      style={{ maxWidth: 240 }}
    />
  );
}
