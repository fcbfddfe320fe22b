import type { AccessKind, LeadRef } from './records';

/** A request's status as answered: an approved request whose grant has ended reads 'expired'. */
export type AccessRequestStatus = 'pending' | 'approved' | 'reject' | 'expired';

/**
 * An Edit or Details request for a lead as every call answers it (server/access-requests/present.ts):
 * the requester's own list (POST /check-edit-permission), the supervisor's list
 * (GET /all-leads-edit-requests), a new request and a decision.
 */
export interface AccessRequest {
  id: number;
  lead_id: number;
  lead: LeadRef;
  employee_id: number;
  /** The requester's user name. */
  employee: string;
  permission_type: AccessKind;
  status: AccessRequestStatus;
  created_at: string;
  acted_by: number | null;
  acted_at: string | null;
  /** An approved request: when its grant ends (ISO; null: no end). Ended grants read 'expired'. */
  expires_at: string | null;
}
