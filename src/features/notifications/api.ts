import { baseApi } from '../../api/baseApi';
import type { Envelope } from '../../api/envelope';
import { listTags } from '../../api/tags';
import type { BellNotification } from '../../../contract/notifications';

const notificationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    assignedEmployeeNotifications: build.query<BellNotification[], void>({
      query: () => '/assigned-employee-notifications',
      transformResponse: (response: Envelope<BellNotification[]>) => response.contents,
      providesTags: (result) => listTags('Notification', result),
    }),
    markNotificationRead: build.mutation<{ message?: string }, number>({
      query: (id) => ({ url: '/mark-notification-read', method: 'POST', body: { id } }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Notification', id }],
    }),
  }),
});

export const { useAssignedEmployeeNotificationsQuery, useMarkNotificationReadMutation } = notificationsApi;
