import { dialogBus } from '../../../machines/dialog.bus';
import type { DialogEvent } from '../../../machines/dialog.machine';
import { useDialogMachine } from '../../components/useDialogMachine';
import { createBirthdayActors } from './dialogActors';

const BIRTHDAY_CHANNEL = 'birthdays';

/** Opens the add/edit dialog (OPEN) or the delete confirmation (REQUEST_DELETE). */
export const sendBirthdayEvent = (event: DialogEvent) => dialogBus.send(BIRTHDAY_CHANNEL, event);

/** The dialog machine of the birthday list, with its real actors and the server's messages as toasts. */
export const useBirthdayDialog = () => useDialogMachine(BIRTHDAY_CHANNEL, createBirthdayActors);
