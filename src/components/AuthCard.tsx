import type { ReactNode } from 'react';

/**
 * The centred card the public (signed-out) screens share. Plain Bootstrap markup: the sign-in page
 * is the first screen loaded and needs no react-bootstrap component code.
 */
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
    <div className="container auth-page d-flex align-items-center justify-content-center py-5">
      <div className="card auth-card shadow-sm w-100">
        <div className="card-body p-4">
          <div className="text-center mb-4">
            <div className="brand fs-3 fw-bold text-primary">CRMS</div>
            <h1 className="h4 mt-2 mb-1">{title}</h1>
            {subtitle && <p className="text-body-secondary mb-0">{subtitle}</p>}
          </div>
          {children}
        </div>
      </div>
    </div>
  );
}
