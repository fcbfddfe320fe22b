import { fromPromise } from 'xstate';
import type {
  AccessFact,
  CheckAccessInput,
  SendRequestInput,
  SendRequestOutput,
} from '../../machines/access-request.machine';
import { toApiFailure } from '../lib/apiErrors';
import { accessApi } from './accessApi';

/** The two calls the request lifecycle makes. */
export interface AccessCalls {
  check(employeeId: number): Promise<AccessFact[]>;
  request(input: {
    kind: SendRequestInput['kind'];
    lead_id: number;
    employee_id: number;
  }): Promise<SendRequestOutput>;
}

// Minimal shape of the app store's dispatch for RTK Query thunks (keeps this file store-agnostic).
type Dispatch = (action: unknown) => unknown;
interface Unwrappable<T> {
  unwrap(): Promise<T>;
  unsubscribe?: () => void;
}

/** The calls through the app's RTK Query endpoints (tag invalidation refreshes the list). */
export function rtkAccessCalls(dispatch: Dispatch): AccessCalls {
  return {
    async check(employeeId) {
      const sub = dispatch(
        accessApi.endpoints.checkEditPermission.initiate(employeeId, {
          forceRefetch: true,
          subscribe: false,
        }),
      ) as Unwrappable<AccessFact[]>;
      return sub.unwrap();
    },
    async request(body) {
      const sub = dispatch(
        accessApi.endpoints.requestLeadAccess.initiate(body),
      ) as Unwrappable<SendRequestOutput>;
      return sub.unwrap();
    },
  };
}

const NO_EMPLOYEE = { status: 403, data: { message: 'Your account has no employee record.' } };

/** Runs a call; a failure rejects as the `ApiFailure` the machine reads (src/lib/apiErrors.ts). */
async function failingAs<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toApiFailure(error);
  }
}

/** The machine's actors (`checkAccess`, `sendRequest`) over the given calls. */
export function createAccessRequestActors(calls: AccessCalls) {
  return {
    checkAccess: fromPromise<AccessFact[], CheckAccessInput>(({ input }) =>
      failingAs(async () => {
        if (input.employeeId === null) throw NO_EMPLOYEE;
        return calls.check(input.employeeId);
      }),
    ),
    sendRequest: fromPromise<SendRequestOutput, SendRequestInput>(({ input }) =>
      failingAs(async () => {
        if (input.employeeId === null) throw NO_EMPLOYEE;
        return calls.request({ kind: input.kind, lead_id: input.leadId, employee_id: input.employeeId });
      }),
    ),
  };
}
