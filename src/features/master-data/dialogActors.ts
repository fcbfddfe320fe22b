import { mutationDialogActors, type AppDispatchLike } from '../../api/dialogActors';
import { masterDataApi } from './api';
import { toPayload } from './payload';
import type { MasterDescriptor } from './types';

/**
 * The real `save`/`remove` actors of the dialog machine for one descriptor. Used by the screens
 * and by the model-based machine tests alike.
 */
export function createDialogActors(dispatch: AppDispatchLike, descriptor: MasterDescriptor) {
  const { collection } = descriptor;
  const endpoints = masterDataApi.endpoints;
  return mutationDialogActors({
    save: (input) => {
      const body = toPayload(descriptor, input.values, input.mode);
      const id = input.record?.id;
      return input.mode === 'edit' && id != null
        ? dispatch(endpoints.updateMaster.initiate({ collection, id: Number(id), body }))
        : dispatch(endpoints.createMaster.initiate({ collection, body }));
    },
    remove: (record) => dispatch(endpoints.deleteMaster.initiate({ collection, id: Number(record.id) })),
  });
}
