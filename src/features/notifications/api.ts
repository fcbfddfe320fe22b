import { baseApi } from '../../api/baseApi';
import type { Envelope } from '../../api/envelope';
import { listTags } from '../../api/tags';

/** A notification that the signed-in employee was assigned to a lead's exhibition. */
export interface AssignedNotification {
  id: number;
  created_at: string;
  is_read: 0 | 1 | boolean;
  assigned_type: 'assigned_employee' | 'additional_employee' | 'task_reminder' | string;
  /** Task reminders: the task's title. */
  task_title?: string;
  exhibition?: { id?: number; name?: string } | null;
  lead?: {
    id?: number;
    initial_info?: { organization_name?: string } | null;
    organization_name?: string;
  } | null;
  lead_id?: number;
}

const notificationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    assignedEmployeeNotifications: build.query<AssignedNotification[], void>({
      query: () => '/assigned-employee-notifications',
      transformResponse: (response: Envelope<AssignedNotification[] | { data?: AssignedNotification[] }>) => {
        const contents = response.contents;
        return Array.isArray(contents) ? contents : (contents?.data ?? []);
      },
      providesTags: (result) => listTags('Notification', result),
    }),
    markNotificationRead: build.mutation<{ message?: string }, number>({
      query: (id) => ({ url: '/mark-notification-read', method: 'POST', body: { id } }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Notification', id }],
    }),
  }),
});

export const { useAssignedEmployeeNotificationsQuery, useMarkNotificationReadMutation } = notificationsApi;
