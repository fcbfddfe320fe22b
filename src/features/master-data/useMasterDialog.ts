import type { DialogEvent } from '../../../machines/dialog.machine';
import { dialogBus } from '../../../machines/dialog.bus';
import { baseApi } from '../../api/baseApi';
import { masterTags } from '../../api/tags';
import { useDialogMachine } from '../../components/useDialogMachine';
import { createDialogActors } from './dialogActors';
import type { MasterDescriptor } from './types';

export type { DialogActor, DialogSnapshot } from '../../components/useDialogMachine';

/**
 * The dialog machine of one master-data screen with its real actors bound, listening on the
 * screen's dialog bus channel. The list refreshes through RTK Query tag invalidation; refreshList
 * also covers lists other screens cached.
 */
export const useMasterDialog = (descriptor: MasterDescriptor) =>
  useDialogMachine(
    dialogChannel(descriptor),
    (dispatch) => createDialogActors(dispatch, descriptor),
    (dispatch) => void dispatch(baseApi.util.invalidateTags([masterTags.list(descriptor.collection)])),
  );

/** The dialog bus channel of a master-data screen. */
const dialogChannel = (descriptor: MasterDescriptor) => `master:${descriptor.path}`;

/** Opens (OPEN) or asks to delete (REQUEST_DELETE) on a master-data screen's dialog. */
export const sendDialogEvent = (descriptor: MasterDescriptor, event: DialogEvent) =>
  dialogBus.send(dialogChannel(descriptor), event);
