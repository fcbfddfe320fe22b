import type { DialogEvent } from './dialog.machine';

/**
 * The app-wide event that opens a dialog. Any component, anywhere in the app, sends `OPEN` (add when the record has no
 * id, edit when it has one) or `REQUEST_DELETE` on a channel; the screen that runs the dialog
 * machine for that channel (a master-data screen: its descriptor path) forwards it to its machine.
 * A channel nobody listens to drops the event. Framework-free, like the machine.
 */
type Listener = (event: DialogEvent) => void;
const listeners = new Map<string, Set<Listener>>();

export const dialogBus = {
  send(channel: string, event: DialogEvent): void {
    for (const listener of [...(listeners.get(channel) ?? [])]) listener(event);
  },
  /** Returns the unsubscribe function (an effect's cleanup). */
  subscribe(channel: string, listener: Listener): () => void {
    const set = listeners.get(channel) ?? new Set<Listener>();
    set.add(listener);
    listeners.set(channel, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) listeners.delete(channel);
    };
  },
};
