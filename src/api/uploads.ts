import { baseApi } from './baseApi';

/**
 * POST /upload-file: a visiting card (or other attachment) stored before the form that refers to
 * it is saved. Shared by the lead wizard and the prospect / stakeholder form.
 */
export const uploadsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    uploadVisitingCard: build.mutation<{ success: boolean; file_name: string }, File>({
      query: (file) => {
        const form = new FormData();
        form.append('file', file);
        return { url: '/upload-file', method: 'POST', body: form };
      },
    }),
  }),
});

export const { useUploadVisitingCardMutation } = uploadsApi;
