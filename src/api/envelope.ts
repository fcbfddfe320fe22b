/** The API envelope (API-CONTRACT.md): `{message?, contents?}`; paged lists in `contents`. */
export interface Envelope<T> {
  message?: string;
  contents: T;
}

export interface MessageOnly {
  message: string;
}

export interface Paged<T> {
  data: T[];
  total: number;
  current_page: number;
  per_page: number;
}

export function contentsOf<T>(response: Envelope<T>): T {
  return response.contents;
}
