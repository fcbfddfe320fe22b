export function PageNotFound() {
  return (
    <section className="p-4 text-center">
      <h1 className="h4">Page not found</h1>
      <p className="text-body-secondary">The page you asked for does not exist.</p>
    </section>
  );
}
