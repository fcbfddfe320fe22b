import type { ConcernPersonValues, NamedRef } from './types';

/** Conversions between the API's concern person and a person card's values. Pure functions. */

const str = (v: unknown) => (v == null ? '' : String(v));
type Loose = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const emptyPersonSocial = () => ({ social_media: '', url: '' });

export function emptyPerson(): ConcernPersonValues {
  return {
    name: '',
    phone: [],
    email: [],
    dob: null,
    designation: null,
    role: null,
    department: null,
    gender: '',
    attachment: null,
    social_networks: [emptyPersonSocial()],
  };
}

const namedRef = (v: unknown): NamedRef | null => {
  const o = v as Loose | null;
  return o && typeof o === 'object' && o.name
    ? { id: typeof o.id === 'number' ? o.id : null, name: String(o.name) }
    : null;
};

export function personFromApi(p: Loose): ConcernPersonValues {
  const socials = Array.isArray(p.social_networks) ? p.social_networks : [];
  return {
    name: str(p.name),
    phone: Array.isArray(p.phone) ? p.phone.map(String) : [],
    email: Array.isArray(p.email) ? p.email.map(String) : [],
    dob: typeof p.dob === 'string' && p.dob ? p.dob : null,
    designation: namedRef(p.designation),
    role: namedRef(p.role),
    department: namedRef(p.department),
    gender: str(p.gender),
    attachment: typeof p.attachment === 'string' && p.attachment ? p.attachment : null,
    social_networks: socials.length
      ? socials.map((s: Loose) => ({ social_media: str(s.social_media), url: str(s.url) }))
      : [emptyPersonSocial()],
  };
}
