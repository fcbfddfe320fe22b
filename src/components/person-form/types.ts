import type { ConcernPerson, NamedRef } from '../../../contract/records';

/** Form values of a concern person card, shaped like the API payloads (docs/api.md). */
export type { NamedRef };

/** A concern person as its card holds it: the record's shape, `gender` '' until one is chosen. */
export type ConcernPersonValues = Omit<ConcernPerson, 'gender'> & { gender: string };

export interface ConcernPersonsValues {
  concern_person_info: ConcernPersonValues[];
}

export interface IdName {
  id: number;
  name: string;
}
