/** What a queued step tells the user (the wizard's toast). */
export const SAVED_ON_DEVICE = 'Saved on this device; it will be sent when you are online.';
/** No user id to own a queued lead (the session is gone): nothing can be kept for nobody. */
export const SIGN_IN_TO_QUEUE = 'The server could not be reached and you are not signed in. Sign in again.';
/** A queued lead the wizard was continuing is no longer waiting here (sent, discarded, not this user's). */
export const QUEUED_LEAD_GONE = 'This lead is no longer waiting on this device.';
