/**
 * The API root built in (webpack's DefinePlugin sets process.env.API_URL, default '/api'). Its own
 * module so the sign-in page's plain login call (src/features/auth/loginRequest.ts) can use it
 * without loading RTK Query.
 */
export const DEFAULT_API_URL: string = process.env.API_URL ?? '/api';
