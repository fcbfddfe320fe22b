import type { RouteObject } from 'react-router-dom';
import { page } from '../../lib/lazyPage';

/**
 * The wizard's routes: both steps share one layout route that runs the machine,
 * for create (/leads-organization/...) and edit (/leads-organization/{id}/...).
 */
const layout = (): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await import('./LeadWizardLayout')).default }),
});
const step1 = () => page('Initial Information', () => import('./InitialInfoStep'));

export const leadWizardCreateRoute: RouteObject = {
  ...layout(),
  children: [
    { path: 'initial-info', ...step1() },
    {
      path: 'concern-person-info',
      ...page('Concern Person Information', () => import('./ConcernPersonStep')),
    },
  ],
};

export const leadWizardEditRoute: RouteObject = {
  ...layout(),
  children: [
    { path: 'initial-info', ...step1() },
    {
      path: 'concern-person-info',
      ...page('Concern Person Information Update', () => import('./ConcernPersonStep')),
    },
  ],
};
