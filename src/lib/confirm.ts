/**
 * Confirmation dialogs (sweetalert2, loaded on first use so it stays out of the main chunk).
 * Resolves true only when the user presses the confirm button.
 */
import { readDarkMode } from './theme';

export interface ConfirmOptions {
  title?: string;
  text: string;
  confirmButtonText?: string;
  cancelButtonText?: string;
  icon?: 'warning' | 'question' | 'info' | 'error' | 'success';
}

/**
 * A confirm that also asks for one choice from a list (a labelled select inside the dialog).
 * Resolves the chosen value, or null when the user cancels.
 */
export async function confirmWithChoice(
  options: ConfirmOptions & { choiceLabel: string; choices: Record<string, string>; initial: string },
): Promise<string | null> {
  const { default: Swal } = await import('sweetalert2');
  const result = await Swal.fire({
    title: options.title,
    text: options.text,
    icon: options.icon ?? 'warning',
    input: 'select',
    inputLabel: options.choiceLabel,
    inputOptions: options.choices,
    inputValue: options.initial,
    showCancelButton: true,
    confirmButtonText: options.confirmButtonText ?? 'Yes',
    cancelButtonText: options.cancelButtonText ?? 'Cancel',
    confirmButtonColor: '#3085d6',
    cancelButtonColor: '#d33',
    theme: readDarkMode() ? 'dark' : 'light',
  });
  return result.isConfirmed ? String(result.value) : null;
}

export async function confirm(options: ConfirmOptions): Promise<boolean> {
  const { default: Swal } = await import('sweetalert2');
  const result = await Swal.fire({
    title: options.title,
    text: options.text,
    icon: options.icon ?? 'warning',
    showCancelButton: true,
    confirmButtonText: options.confirmButtonText ?? 'Yes',
    cancelButtonText: options.cancelButtonText ?? 'Cancel',
    confirmButtonColor: '#3085d6',
    cancelButtonColor: '#d33',
    // Follows the app's own dark mode (stored locally), not the system's colour scheme.
    theme: readDarkMode() ? 'dark' : 'light',
  });
  return result.isConfirmed;
}
