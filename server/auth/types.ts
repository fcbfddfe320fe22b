import type { EmployeeRow, RoleRow, UserRow } from '../stored/accounts';

/** Who is calling, set by `authenticate` on every protected route. */
export interface AuthContext {
  user: UserRow;
  employee: EmployeeRow | null;
  role: RoleRow | null;
  /** Shared between requests of the same role (authenticate.ts): read only. */
  permissionNames: ReadonlySet<string>;
  sessionId: number;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      auth?: AuthContext;
    }
  }
}
