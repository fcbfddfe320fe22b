import { Spinner } from 'react-bootstrap';

export function PageLoading() {
  return (
    <div className="d-flex justify-content-center p-5">
      <Spinner animation="border" role="status" aria-label="Loading..." />
    </div>
  );
}
