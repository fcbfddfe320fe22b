import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';

const Toasts = lazy(() => import('./Toasts'));

/**
 * The toast container, loaded on the first screen other than sign-in (which never toasts), so the
 * first page a user opens does not download react-toastify. Toasts fired before it mounts wait in
 * react-toastify's queue and show once it does. Once mounted it stays.
 */
export function DeferredToasts() {
  const { pathname } = useLocation();
  const [wanted, setWanted] = useState(false);
  if (!wanted && pathname !== '/') setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}
