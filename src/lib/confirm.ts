/**
 * Confirmation dialogs (sweetalert2, loaded on first use so it stays out of the main chunk).
 * Resolves true only when the user presses the confirm button.
 */
import type { SweetAlertOptions, SweetAlertResult } from 'sweetalert2';
import { focusPageIfLost } from './focusFallback';
import { readDarkMode } from './theme';

export interface ConfirmOptions {
  title?: string;
  text: string;
  confirmButtonText?: string;
  cancelButtonText?: string;
  icon?: 'warning' | 'question' | 'info' | 'error' | 'success';
}

/** The one look of every confirm: warning icon, Yes / Cancel, the app's colours and theme. */
async function fireConfirm(
  options: ConfirmOptions,
  extra: SweetAlertOptions = {},
): Promise<SweetAlertResult> {
  const { default: Swal } = await import('sweetalert2');
  return Swal.fire({
    title: options.title,
    text: options.text,
    icon: options.icon ?? 'warning',
    ...extra,
    showCancelButton: true,
    confirmButtonText: options.confirmButtonText ?? 'Yes',
    cancelButtonText: options.cancelButtonText ?? 'Cancel',
    // White text needs 4.5:1 (WCAG AA): sweetalert2's usual #3085d6 blue gives 3.85:1.
    confirmButtonColor: '#0b5ed7',
    cancelButtonColor: '#d33',
    // Follows the app's own dark mode (stored locally), not the system's colour scheme.
    theme: readDarkMode() ? 'dark' : 'light',
  });
}

/**
 * A confirm that also asks for one choice from a list (a labelled select inside the dialog).
 * Resolves the chosen value, or null when the user cancels.
 */
export async function confirmWithChoice(
  options: ConfirmOptions & { choiceLabel: string; choices: Record<string, string>; initial: string },
): Promise<string | null> {
  const result = await fireConfirm(options, {
    input: 'select',
    inputLabel: options.choiceLabel,
    inputOptions: options.choices,
    inputValue: options.initial,
  });
  if (!result.isConfirmed) return null;
  keepFocusOnPage();
  return String(result.value);
}

/**
 * sweetalert2 answers as its dialog starts to close and gives focus back to the opener (a row's
 * menu button) only after its hide animation. A confirmed action then often removes that row:
 * a lost focus is put on the page from now until the user moves on (src/lib/focusFallback.ts), so
 * neither the animation's length nor the server's time matters.
 */
const keepFocusOnPage = focusPageIfLost;

export async function confirm(options: ConfirmOptions): Promise<boolean> {
  const confirmed = (await fireConfirm(options)).isConfirmed;
  if (confirmed) keepFocusOnPage();
  return confirmed;
}
