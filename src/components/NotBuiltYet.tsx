import { useRouteTitle } from './routeHandle';

/** The honest placeholder for screens a later issue builds; the title comes from the route. */
export function NotBuiltYet({ title }: { title?: string }) {
  const routeTitle = useRouteTitle();
  const shown = title ?? routeTitle ?? 'This page';
  return (
    <section className="p-4">
      <h1 className="h4 mb-3">{shown}</h1>
      <p className="text-body-secondary">{`${shown} — this screen is not built yet.`}</p>
    </section>
  );
}

export default NotBuiltYet;
