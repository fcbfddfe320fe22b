import { mutationDialogActors, type AppDispatchLike } from '../../api/dialogActors';
import { documentsApi } from './api';
import type { DocumentFormValues } from './types';

/**
 * The dialog machine's real `save`/`remove` actors for documents: create or update (multipart)
 * and delete. Screens and machine tests use them.
 */
export function createDocumentActors(dispatch: AppDispatchLike) {
  const endpoints = documentsApi.endpoints;
  return mutationDialogActors({
    save: (input) => {
      const values = input.values as DocumentFormValues;
      const id = input.record?.id;
      return input.mode === 'edit' && id != null
        ? dispatch(endpoints.updateDocument.initiate({ id: Number(id), values }))
        : dispatch(endpoints.createDocument.initiate(values));
    },
    remove: (record) => dispatch(endpoints.deleteDocument.initiate(Number(record.id))),
  });
}
