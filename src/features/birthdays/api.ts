import { baseApi } from '../../api/baseApi';
import type { Envelope, Paged } from '../../api/envelope';
import { LIST, listTags } from '../../api/tags';
import type { BirthdayContact, BirthdayValues, EmailTemplateSettings, TemplateValues } from './types';

type Saved = { message?: string; contents?: BirthdayContact };

/** The template form as multipart: CC addresses repeated, the image only when a new one is chosen. */
function templateFormData(values: TemplateValues): FormData {
  const form = new FormData();
  for (const key of ['padding_top', 'padding_left', 'preview_width', 'preview_height'] as const)
    form.append(key, String(values[key] ?? ''));
  for (const email of values.cc_users ?? []) form.append('cc_users[]', email);
  if (values.image) form.append('image', values.image);
  return form;
}

/** Birthday list and email template calls. */
export const birthdayApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    birthdayList: build.query<Paged<BirthdayContact>, { page: number; per_page: number }>({
      query: (params) => ({ url: '/birthday-wish-list', params }),
      transformResponse: (r: Envelope<Paged<BirthdayContact>>) => r.contents,
      providesTags: (result) => listTags('Birthday', result?.data),
    }),
    saveBirthday: build.mutation<Saved, BirthdayValues>({
      query: (body) => ({ url: '/birthday-wish/save', method: 'POST', body }),
      // A new contact can land on any page of the calendar order: the list is fetched again.
      invalidatesTags: (_r, error, body) =>
        error ? [] : body.id ? [{ type: 'Birthday', id: body.id }] : [{ type: 'Birthday', id: LIST }],
    }),
    deleteBirthday: build.mutation<Saved, number>({
      query: (id) => ({ url: `/birthday-wish/${id}`, method: 'DELETE' }),
      invalidatesTags: (_r, error, id) =>
        error
          ? []
          : [
              { type: 'Birthday', id },
              { type: 'Birthday', id: LIST },
            ],
    }),
    /** The sample file: its name and URL (GET download-sample-birthdaywish), then its bytes as an object URL. */
    birthdaySample: build.mutation<{ url: string; name: string }, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const meta = await baseQuery('/download-sample-birthdaywish');
        if (meta.error) return { error: meta.error };
        const { fileUrl, fileName } = meta.data as { fileUrl: string; fileName: string };
        const file = await baseQuery({
          url: fileUrl,
          responseHandler: async (res) => (res.ok ? URL.createObjectURL(await res.blob()) : res.json()),
        });
        if (file.error) return { error: file.error };
        return { data: { url: file.data as string, name: fileName } };
      },
    }),
    emailTemplate: build.query<EmailTemplateSettings, void>({
      query: () => '/email-template-settings',
      transformResponse: (r: Envelope<EmailTemplateSettings>) => r.contents,
      providesTags: [{ type: 'EmailTemplate', id: 'CURRENT' }],
    }),
    saveEmailTemplate: build.mutation<Envelope<EmailTemplateSettings>, TemplateValues>({
      query: (values) => ({
        url: '/birthday-template/save-settings',
        method: 'POST',
        body: templateFormData(values),
      }),
      invalidatesTags: (_r, error) => (error ? [] : [{ type: 'EmailTemplate', id: 'CURRENT' }]),
    }),
  }),
});

export const {
  useBirthdayListQuery,

  useBirthdaySampleMutation,
  useEmailTemplateQuery,
  useSaveEmailTemplateMutation,
} = birthdayApi;
