import type { Repos } from '../../repositories';
import type { Tx } from '../../db/tx';
import { ErrorBag } from '../../validation/errors';
import { isBlank, isEmail, toInt } from '../../validation/values';
import type { FileStore } from '../../files/store';
import { asList, asObject, isHttpUrl, isPastDate, isPhone, optionalText, requiredText } from './formats';
import { GENDERS, PERSON_MEDIA, type Gender } from '../../../contract/person-fields';
import type { ConcernPerson, NamedRef } from '../../../contract/records';

const MAX_PERSONS = 50;
const MAX_TAGS = 20;

interface Env {
  repos: Repos;
  /** The persons' attachments that are in the file store (`storedAttachments`). */
  stored: ReadonlySet<string>;
  now: Date;
  /** The transaction the persons are checked in (their lookups read through it). */
  via?: Tx;
}

/**
 * Which of the `attachment`s named in a `concern_person_info` list are stored, looked up before
 * the validation (which stays synchronous, inside a transaction) and outside any write turn.
 */
export async function storedAttachments(files: FileStore, raw: unknown): Promise<Set<string>> {
  const names = new Set(
    asList(raw)
      .slice(0, MAX_PERSONS)
      .map((item) => asObject(item).attachment)
      .filter((name): name is string => typeof name === 'string'),
  );
  const found = await Promise.all([...names].map(async (name) => ((await files.exists(name)) ? name : null)));
  return new Set(found.filter((name): name is string => name !== null));
}

/** A master row a person's reference may pick. */
type Named = { id: number; name: string };

/** The rows the persons' designations, roles and departments pick, by id. */
interface Picked {
  designation: ReadonlyMap<number, Named>;
  role: ReadonlyMap<number, Named>;
  department: ReadonlyMap<number, Named>;
}

/** The id a named reference picks (`{id, name}` or a bare id), if any. */
const pickedId = (raw: unknown): unknown =>
  isBlank(raw) ? undefined : toInt((typeof raw === 'object' ? asObject(raw) : { id: raw }).id);

/**
 * Validates a `concern_person_info` list into stored ConcernPerson rows; 422 keys as docs/api.md
 * lists them. The picked designations, roles and departments are read first, one `getMany` each.
 */
export async function readConcernPersons(env: Env, raw: unknown): Promise<ConcernPerson[]> {
  const bag = new ErrorBag();
  const list = asList(raw);
  if (list.length === 0) bag.add('concern_person_info', 'At least one concern person is required.');
  if (list.length > MAX_PERSONS)
    bag.add('concern_person_info', `No more than ${MAX_PERSONS} concern persons are allowed.`);
  const rows = list.slice(0, MAX_PERSONS).map(asObject);
  const ids = (field: keyof Picked) => rows.map((row) => pickedId(row[field]));
  const [designation, role, department] = await Promise.all([
    env.repos.table('designations').getMany(ids('designation'), env.via),
    env.repos.table('influencing-roles').getMany(ids('role'), env.via),
    env.repos.table('departments').getMany(ids('department'), env.via),
  ]);
  const picked: Picked = { designation, role, department };
  const persons = rows.map((row, i) => readPerson(env, picked, bag, `concern_person_info.${i}`, row));
  bag.throwIfAny();
  return persons;
}

function readPerson(
  env: Env,
  picked: Picked,
  bag: ErrorBag,
  key: string,
  row: Record<string, unknown>,
): ConcernPerson {
  const name = requiredText(bag, `${key}.name`, row.name, 'name');
  const phone = readTags(
    bag,
    `${key}.phone`,
    row.phone,
    'phone',
    isPhone,
    'must contain 6 to 20 digits (spaces, +, - and parentheses allowed)',
  );
  const email = readTags(bag, `${key}.email`, row.email, 'email', isEmail, 'must be a valid email address');

  let dob: string | null = null;
  if (!isBlank(row.dob)) {
    if (isPastDate(row.dob, env.now)) dob = row.dob as string;
    else bag.add(`${key}.dob`, 'The dob must be a date before today (yyyy-MM-dd).');
  }
  let gender: Gender | null = null;
  if (!isBlank(row.gender)) {
    if (isGender(row.gender)) gender = row.gender;
    else bag.add(`${key}.gender`, `The gender must be one of: ${GENDERS.join(', ')}.`);
  }
  let attachment: string | null = null;
  if (!isBlank(row.attachment)) {
    if (typeof row.attachment === 'string' && env.stored.has(row.attachment)) attachment = row.attachment;
    else bag.add(`${key}.attachment`, 'The attachment must be a file uploaded first.');
  }
  return {
    name,
    phone,
    email,
    dob,
    designation: readNamedRef(picked.designation, bag, `${key}.designation`, row.designation),
    role: readNamedRef(picked.role, bag, `${key}.role`, row.role),
    department: readNamedRef(picked.department, bag, `${key}.department`, row.department),
    gender,
    attachment,
    social_networks: readPersonSocials(bag, `${key}.social_networks`, row.social_networks),
  };
}

const isGender = (v: unknown): v is Gender => (GENDERS as readonly unknown[]).includes(v);

/** A required list of strings: each trimmed, blanks and duplicates dropped, each checked. */
function readTags(
  bag: ErrorBag,
  key: string,
  raw: unknown,
  what: string,
  valid: (v: string) => boolean,
  rule: string,
) {
  const values = (Array.isArray(raw) ? raw : isBlank(raw) ? [] : [raw]).slice(0, MAX_TAGS);
  const out: string[] = [];
  values.forEach((v, i) => {
    if (typeof v !== 'string' || isBlank(v)) return;
    const value = v.trim();
    if (!valid(value)) bag.add(`${key}.${i}`, `The ${what} ${value.slice(0, 40)} ${rule}.`);
    else if (!out.some((o) => o.toLowerCase() === value.toLowerCase())) out.push(value);
  });
  if (out.length === 0 && !Object.keys(bag.errors).some((k) => k.startsWith(`${key}.`)))
    bag.add(key, `The ${what} field is required.`);
  return out;
}

/** `{id, name}` from a list, or a typed new value `{id: null, name}`. */
function readNamedRef(
  rows: ReadonlyMap<number, Named>,
  bag: ErrorBag,
  key: string,
  raw: unknown,
): NamedRef | null {
  if (isBlank(raw)) return null;
  const obj = typeof raw === 'object' ? asObject(raw) : { id: raw };
  if (!isBlank(obj.id)) {
    const found = rows.get(toInt(obj.id));
    if (!found) {
      bag.add(key, `The selected ${key.split('.').pop()} is invalid.`);
      return null;
    }
    return { id: found.id, name: found.name };
  }
  const name = optionalText(bag, key, obj.name, key.split('.').pop() ?? 'value');
  return name ? { id: null, name } : null;
}

function readPersonSocials(bag: ErrorBag, key: string, raw: unknown) {
  const out: { social_media: string; url: string }[] = [];
  asList(raw)
    .slice(0, 20)
    .forEach((item, j) => {
      const row = asObject(item);
      if (isBlank(row.social_media) && isBlank(row.url)) return;
      const social_media = requiredText(bag, `${key}.${j}.social_media`, row.social_media, 'social media');
      if (social_media && !(PERSON_MEDIA as readonly string[]).includes(social_media))
        bag.add(`${key}.${j}.social_media`, `The social media must be one of: ${PERSON_MEDIA.join(', ')}.`);
      const url = requiredText(bag, `${key}.${j}.url`, row.url, 'url', 2048);
      if (url && !isHttpUrl(url)) bag.add(`${key}.${j}.url`, 'The url must be a valid URL (http or https).');
      out.push({ social_media, url });
    });
  return out;
}
