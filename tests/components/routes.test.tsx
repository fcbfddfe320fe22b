import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { appRoutes } from '../../src/app/router';
import { RootLayout } from '../../src/app/RootLayout';
import { Provider } from 'react-redux';
import { createAppStore } from '../../src/app/store';

// Every route of the route table (ids filled in).
const ROUTES = [
  '/',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/email-verification',
  '/two-step-verification',
  '/dashboard',
  '/dashboard/leads-dashboard',
  '/dashboard/prospect-dashboard',
  '/dashboard/stackholder-dashboard',
  '/leads-individual/initial-info',
  '/leads-individual/basic-info',
  '/leads-individual/personal-info',
  '/leads-individual/communication-info',
  '/leads-individual/service-info',
  '/leads-organization',
  '/leads-organization/leads-index',
  '/leads-organization/leads-edit-requests',
  '/leads-organization/initial-info',
  '/leads-organization/concern-person-info',
  '/leads-organization/7/initial-info',
  '/leads-organization/7/concern-person-info',
  '/leads-organization/7/leads-details',
  '/roles/2/permissions',
  '/basic-settings',
  '/basic-settings/roles/2/permissions',
  ...[
    'professions',
    'departments',
    'influencing-roles',
    'designations',
    'campaigns',
    'industries',
    'lead-stages',
    'competitors',
    'companies',
    'sources',
    'countries',
    'divisions',
    'districts',
    'thanas',
    'zones',
    'employees',
    'units',
    'categories',
    'products',
    'exhibitions',
    'document-categories',
  ].map((p) => `/basic-settings/${p}`),
  '/manage-role-permissions',
  '/manage-documents',
  '/key-account',
  '/key-account/7/key-account-details',
  '/prospects',
  '/prospect-create',
  '/prospect-update/7',
  '/stackholders',
  '/stackholder-create',
  '/stackholder-update/7',
  '/profile-update',
  '/reports/employee-activity',
  '/sms/compose-sms',
  '/birthday-wish',
  '/birthday-wish/birthday-list',
  '/birthday-wish/email-template-settings',
];

test.each(ROUTES)('%s is in the route table', (path) => {
  const matches = matchRoutes(appRoutes, path) ?? [];
  expect(matches.length).toBeGreaterThan(0);
  expect(matches[matches.length - 1].route.path).not.toBe('*');
});

test('an unlisted path falls to the catch-all', () => {
  const matches = matchRoutes(appRoutes, '/dashboard/deals-dashboard') ?? [];
  expect(matches[matches.length - 1].route.path).toBe('*');
});

test('the page title follows the route and a new screen starts at the top', async () => {
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <RootLayout />,
        children: [{ path: 'sample', handle: { title: 'Sample Screen' }, element: <p>Sample content</p> }],
      },
    ],
    { initialEntries: ['/sample'] },
  );
  // As in the app (src/app/App.tsx), the root layout renders inside the store's Provider.
  render(
    <Provider store={createAppStore({ apiUrl: 'http://127.0.0.1:9/api' })}>
      <RouterProvider router={router} />
    </Provider>,
  );
  expect(await screen.findByText('Sample content')).toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe('Sample Screen | CRMS'));
  expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
});
