/** The screen listing the leads queued on this device (src/features/waiting-to-sync/). */
export const WAITING_TO_SYNC_PATH = '/waiting-to-sync';
