/** A queued unit's state as the Waiting to sync screen and the timeline name it. */
export const STATE_TEXT = {
  waiting: 'Waiting',
  syncing: 'Sending',
  needsAttention: 'Needs attention',
} as const;
