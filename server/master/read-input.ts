import type { Row } from '../db/row';
import type { Tx } from '../db/tx';
import type { Repos } from '../repositories';
import { ErrorBag, label } from '../validation/errors';
import { HEX_COLOR_RE, isBlank, isIsoDate, text, toInt, toNumber } from '../validation/values';
import type { FieldSpec, MasterDescriptor, MasterValues } from './types';

const MAX_STRING = 255;
const MAX_TEXT = 5000;
const MAX_INT = 2_147_483_647;
const ADDRESS_KEYS = ['phone', 'country', 'state', 'city', 'area'] as const;

/** Coerces one present value; returns undefined after recording an error. */
async function coerce(
  key: string,
  spec: FieldSpec,
  raw: unknown,
  repos: Repos,
  bag: ErrorBag,
  via: Tx | undefined,
): Promise<unknown> {
  if (spec.kind !== 'addresses' && isBlank(raw)) return null;
  switch (spec.kind) {
    case 'string':
    case 'text': {
      if (typeof raw !== 'string' && typeof raw !== 'number')
        return bag.add(key, `The ${label(key)} must be a string.`);
      const value = text(raw);
      const max = spec.kind === 'string' ? MAX_STRING : MAX_TEXT;
      if (value.length > max)
        return bag.add(key, `The ${label(key)} may not be greater than ${max} characters.`);
      return value;
    }
    case 'ref': {
      const id = toInt(raw);
      if (Number.isNaN(id) || !(await repos.table(spec.ref!).get(id, via)))
        return bag.add(key, `The selected ${label(key)} is invalid.`);
      return id;
    }
    case 'date':
      if (!isIsoDate(raw)) return bag.add(key, `The ${label(key)} must be a valid date (yyyy-MM-dd).`);
      return raw;
    case 'color':
      if (typeof raw !== 'string' || !HEX_COLOR_RE.test(raw.trim()))
        return bag.add(key, `The ${label(key)} must be a hex colour like #1a2b3c.`);
      return raw.trim();
    case 'int': {
      const n = toInt(raw);
      if (Number.isNaN(n)) return bag.add(key, `The ${label(key)} must be an integer.`);
      if (n < 0) return bag.add(key, `The ${label(key)} must be at least 0.`);
      // What a PostgreSQL integer column holds (an order of 1e308 was a 500 there).
      if (n > MAX_INT) return bag.add(key, `The ${label(key)} may not be greater than ${MAX_INT}.`);
      return n;
    }
    case 'price': {
      const n = toNumber(raw);
      if (Number.isNaN(n)) return bag.add(key, `The ${label(key)} must be a number.`);
      if (n < 0) return bag.add(key, `The ${label(key)} must be at least 0.`);
      return n;
    }
    case 'addresses':
      return coerceAddresses(key, raw, bag);
  }
}

type Address = Partial<Record<(typeof ADDRESS_KEYS)[number], string>>;

function coerceAddresses(key: string, raw: unknown, bag: ErrorBag): Address[] | undefined {
  if (raw == null) return [];
  if (!Array.isArray(raw)) return (bag.add(key, `The ${key} must be a list.`), undefined);
  return raw.map((entry, i) => {
    const row: Record<string, unknown> =
      entry && typeof entry === 'object' ? (entry as Record<string, unknown>) : {};
    const out: Address = {};
    for (const field of ADDRESS_KEYS) {
      const v = row[field];
      if (isBlank(v) || (typeof v !== 'string' && typeof v !== 'number'))
        bag.add(`${key}.${i}.${field}`, `The ${field} field is required.`);
      else out[field] = text(v).slice(0, MAX_STRING);
    }
    return out;
  });
}

/** The answer to a unique field whose text another row holds. */
export const takenMessage = (key: string): string => `The ${label(key)} has already been taken.`;

/** The fields of `desc` whose text is unique (ignoring case and outer spaces). */
export const uniqueFields = (desc: MasterDescriptor): string[] =>
  Object.entries(desc.fields).flatMap(([key, spec]) => (spec.unique ? [key] : []));

/**
 * Builds the record a create (existing undefined) or update would store: allowlisted fields only,
 * absent keys keep their current value on update, then required, uniqueness and cross-field rules.
 * Throws 422 with keyed messages.
 *
 * `uniqueByInsert`: the caller inserts with `insertUnique`, whose unique index answers a taken
 * text with the same message; the text is then read here only when the answer is a 422 anyway, so
 * that it lists every error at once. A valid create skips that read (one round trip fewer on
 * PostgreSQL per create).
 */
export async function readInput(
  desc: MasterDescriptor,
  body: Record<string, unknown>,
  repos: Repos,
  existing?: Row,
  via?: Tx,
  { uniqueByInsert = false }: { uniqueByInsert?: boolean } = {},
): Promise<MasterValues> {
  const bag = new ErrorBag();
  const candidate: MasterValues = {};
  const uniqueTexts: string[] = [];
  const checkTaken = async (key: string) => {
    const same = await repos.table(desc.collection).withSameText(key, candidate[key] as string, via);
    if (same.some((r) => r.id !== existing?.id)) bag.add(key, takenMessage(key));
  };
  const input: Record<string, unknown> = { ...body };
  for (const [alias, field] of Object.entries(desc.aliases ?? {}))
    if (!(field in input) && alias in input) input[field] = input[alias];

  for (const [key, spec] of Object.entries(desc.fields)) {
    const present = Object.prototype.hasOwnProperty.call(input, key);
    const value = present
      ? await coerce(key, spec, input[key], repos, bag, via)
      : existing
        ? existing[key]
        : spec.kind === 'addresses'
          ? []
          : null;
    candidate[key] = value === undefined ? null : value;
    if (spec.required && !bag.has(key) && isBlank(candidate[key]))
      bag.add(key, `The ${label(key)} field is required.`);
    if (spec.unique && !bag.has(key) && typeof candidate[key] === 'string') {
      if (uniqueByInsert) uniqueTexts.push(key);
      else await checkTaken(key);
    }
  }
  await desc.check?.(candidate, existing, repos, bag, via);
  if (!bag.empty) for (const key of uniqueTexts) await checkTaken(key);
  bag.throwIfAny();
  return candidate;
}
