/** Forgot-password success stores the email here for the reset screen. */
const RESET_EMAIL_KEY = 'resetEmail';

export const readResetEmail = (): string => localStorage.getItem(RESET_EMAIL_KEY) ?? '';
export const storeResetEmail = (email: string): void => localStorage.setItem(RESET_EMAIL_KEY, email);
export const clearResetEmail = (): void => localStorage.removeItem(RESET_EMAIL_KEY);
