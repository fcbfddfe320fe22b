/**
 * The register screen is a local-only mock. Only the email addresses are kept,
 * never passwords, under `registeredEmails` in localStorage.
 */
const REGISTERED_EMAILS_KEY = 'registeredEmails';

function readRegisteredEmails(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(REGISTERED_EMAILS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((e): e is string => typeof e === 'string') : [];
  } catch {
    return [];
  }
}

export function isEmailRegistered(email: string): boolean {
  const wanted = email.trim().toLowerCase();
  return readRegisteredEmails().some((e) => e.toLowerCase() === wanted);
}

export function addRegisteredEmail(email: string): void {
  const list = readRegisteredEmails();
  list.push(email.trim());
  localStorage.setItem(REGISTERED_EMAILS_KEY, JSON.stringify(list));
}
