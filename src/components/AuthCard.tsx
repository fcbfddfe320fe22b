import type { ReactNode } from 'react';
import { Card, Container } from 'react-bootstrap';

/** The centred card the public (signed-out) screens share. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Container className="auth-page d-flex align-items-center justify-content-center py-5">
      <Card className="auth-card shadow-sm w-100">
        <Card.Body className="p-4">
          <div className="text-center mb-4">
            <div className="brand fs-3 fw-bold text-primary">CRMS</div>
            <h1 className="h4 mt-2 mb-1">{title}</h1>
            {subtitle && <p className="text-body-secondary mb-0">{subtitle}</p>}
          </div>
          {children}
        </Card.Body>
      </Card>
    </Container>
  );
}
