import { baseApi } from '../../api/baseApi';
import type { Envelope } from '../../api/envelope';
import { LIST, listTags } from '../../api/tags';
import type { DocumentFormValues, DocumentRow } from './types';

export interface MessageResult {
  message?: string;
}

/** The multipart body of create and update (the server reads only these fields). */
function documentFormData(values: DocumentFormValues): FormData {
  const form = new FormData();
  form.append('file_name', values.file_name ?? '');
  form.append('category_id', values.category_id ?? '');
  form.append('exhibition_id', values.exhibition_id ?? '');
  for (const path of values.existing_files ?? []) form.append('existing_files[]', path);
  for (const file of values.document_files ?? []) form.append('document_files[]', file, file.name);
  return form;
}

/** Documents: the list provides {Document, LIST} and each id; create invalidates LIST, edit and delete the item. */
export const documentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    documents: build.query<DocumentRow[], string>({
      query: (search) => ({
        url: '/document-manage',
        params: search.trim() ? { search: search.trim() } : undefined,
      }),
      transformResponse: (r: Envelope<DocumentRow[]>) => r.contents,
      providesTags: (result) => listTags('Document', result),
    }),
    createDocument: build.mutation<MessageResult, DocumentFormValues>({
      query: (values) => ({ url: '/document-manage', method: 'POST', body: documentFormData(values) }),
      invalidatesTags: (_r, error) => (error ? [] : [{ type: 'Document', id: LIST }]),
    }),
    updateDocument: build.mutation<MessageResult, { id: number; values: DocumentFormValues }>({
      query: ({ id, values }) => ({
        url: `/document-manage/${id}`,
        method: 'POST',
        body: documentFormData(values),
      }),
      invalidatesTags: (_r, error, { id }) => (error ? [] : [{ type: 'Document', id }]),
    }),
    deleteDocument: build.mutation<MessageResult, number>({
      query: (id) => ({ url: `/document-manage/${id}`, method: 'DELETE' }),
      invalidatesTags: (_r, error, id) => (error ? [] : [{ type: 'Document', id }]),
    }),
  }),
});

export const { useDocumentsQuery } = documentsApi;
