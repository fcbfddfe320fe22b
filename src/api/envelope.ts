import type { Envelope } from '../../contract/envelope';

export type { Envelope, Paged } from '../../contract/envelope';

export function contentsOf<T>(response: Envelope<T>): T {
  return response.contents;
}
