import { validationError, type FieldErrors } from '../http/errors';

/** Collects keyed messages (first message per key is what the client shows). */
export class ErrorBag {
  readonly errors: FieldErrors = {};

  add(key: string, message: string): void {
    (this.errors[key] ??= []).push(message);
  }

  has(key: string): boolean {
    return key in this.errors;
  }

  get empty(): boolean {
    return Object.keys(this.errors).length === 0;
  }

  /** 422 with every collected message. */
  throwIfAny(): void {
    if (!this.empty) throw validationError(this.errors);
  }
}

/** "division_id" → "division", "start_date" → "start date", "addresses.0.phone" → "phone". */
export function label(key: string): string {
  const last = key.split('.').pop() ?? key;
  return last.replace(/_id$/, '').replace(/_/g, ' ');
}
