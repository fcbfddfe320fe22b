/** The seed's demo accounts (README.md "Demo accounts"), as every kind of test signs in with them. */
export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@crms.test', password: 'Admin#123', role: 'Admin' },
  supervisor: { email: 'supervisor@crms.test', password: 'Super#123', role: 'Supervisor' },
  staff: { email: 'staff@crms.test', password: 'Staff#123', role: 'Sales Executive' },
} as const;

export type DemoAccount = keyof typeof DEMO_ACCOUNTS;

export const { admin: ADMIN, supervisor: SUPERVISOR, staff: STAFF } = DEMO_ACCOUNTS;
