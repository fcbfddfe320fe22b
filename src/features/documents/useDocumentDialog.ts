import { dialogBus } from '../../../machines/dialog.bus';
import type { DialogEvent } from '../../../machines/dialog.machine';
import { useDialogMachine, type DialogActor, type DialogSnapshot } from '../../components/useDialogMachine';
import { createDocumentActors } from './dialogActors';

export type DocumentDialogActor = DialogActor;
export type DocumentDialogSnapshot = DialogSnapshot;

/** The dialog bus channel of the documents screen. */
const DOCUMENT_CHANNEL = 'documents';

export const sendDocumentDialogEvent = (event: DialogEvent) => dialogBus.send(DOCUMENT_CHANNEL, event);

/** The dialog machine of the documents screen with its real actors; toasts carry the server message. */
export const useDocumentDialog = () => useDialogMachine(DOCUMENT_CHANNEL, createDocumentActors);
