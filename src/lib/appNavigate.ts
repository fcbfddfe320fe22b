import { createContext, useContext } from 'react';
import type { NavigateFunction } from 'react-router-dom';

/**
 * The signed-in layout's navigate function, handed down through a context whose value never
 * changes. react-router's own `useNavigate` reads the route context, which is a new object on
 * every navigation, so each header menu using it re-rendered on every filter or page change of a
 * list (docs/decisions.md "Leads list rendering"). Paths given to it are absolute.
 */
const AppNavigateContext = createContext<NavigateFunction | null>(null);

export const AppNavigateProvider = AppNavigateContext.Provider;

export function useAppNavigate(): NavigateFunction {
  const navigate = useContext(AppNavigateContext);
  if (!navigate)
    throw new Error('useAppNavigate is used outside AppNavigateProvider (src/app/layout/AppLayout.tsx)');
  return navigate;
}
