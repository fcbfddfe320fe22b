/** Shown while a route's chunk loads (plain Bootstrap markup: it is part of the first download). */
export function PageLoading() {
  return (
    <div className="d-flex justify-content-center p-5">
      <div className="spinner-border" role="status" aria-label="Loading..." />
    </div>
  );
}
