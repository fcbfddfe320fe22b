import { DEFAULT_API_URL } from '../../api/defaultApiUrl';
import type { Envelope } from '../../api/envelope';
import type { LoginRequest, LoginResult } from '../../session/types';

/**
 * POST /login as a plain fetch, for the sign-in page started without the app's store (src/app/signIn.tsx):
 * RTK Query loads only after sign-in. Failures are thrown in RTK Query's shape (`{status, data}`,
 * `FETCH_ERROR` when the server is unreachable), so `loginSubmissionErrors` / `toApiFailure` read them
 * exactly as they read the store's login mutation.
 */
export async function loginRequest(
  body: LoginRequest,
  apiUrl: string = DEFAULT_API_URL,
): Promise<LoginResult> {
  let response: Response;
  try {
    response = await fetch(`${apiUrl.replace(/\/+$/, '')}/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch (error) {
    throw { status: 'FETCH_ERROR', error: String(error) };
  }
  const text = await response.text();
  let data: unknown = text;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    if (response.ok) throw { status: 'PARSING_ERROR', originalStatus: response.status, data: text };
  }
  if (!response.ok) throw { status: response.status, data };
  return (data as Envelope<LoginResult>).contents;
}
