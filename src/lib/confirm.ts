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
