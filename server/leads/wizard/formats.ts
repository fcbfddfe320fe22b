import type { Repos } from '../../repositories';
import type { Tx } from '../../db/tx';
import type { ErrorBag } from '../../validation/errors';
import { isBlank, isIsoDate, toInt } from '../../validation/values';
import { LEAD_MEDIA } from '../../../contract/person-fields';
import type { TableCollection } from '../../stored/collections';

const MAX_STRING = 255;

/** Digits, spaces, +, -, parentheses; 6 to 20 digits in all. */
export function isPhone(v: unknown): boolean {
  if (typeof v !== 'string' || !/^[0-9+\-() ]+$/.test(v.trim())) return false;
  const digits = v.replace(/\D/g, '').length;
  return digits >= 6 && digits <= 20;
}

/** An absolute http(s) URL with a host. */
export function isHttpUrl(v: unknown): boolean {
  if (typeof v !== 'string' || v.length > 2048) return false;
  try {
    const url = new URL(v.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && Boolean(url.hostname);
  } catch {
    return false;
  }
}

/** yyyy-MM-dd strictly before today (UTC). */
export function isPastDate(v: unknown, now: Date): boolean {
  return isIsoDate(v) && v < now.toISOString().slice(0, 10);
}

export const asList = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
export const asObject = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/**
 * An optional reference checked against rows fetched before (a list's `getMany`): null when
 * blank, the id when `exists(id)`, else an error under `key`.
 */
export function refIn(
  exists: (id: number) => boolean,
  bag: ErrorBag,
  key: string,
  raw: unknown,
  what: string,
) {
  if (isBlank(raw)) return null;
  const id = toInt(raw);
  if (Number.isNaN(id) || !exists(id)) {
    bag.add(key, `The selected ${what} is invalid.`);
    return null;
  }
  return id;
}

/** A required reference: as `refIn`, and blank is an error. */
export const requiredRefIn: typeof refIn = (exists, bag, key, raw, what) => {
  if (isBlank(raw)) {
    bag.add(key, `The ${what} field is required.`);
    return null;
  }
  return refIn(exists, bag, key, raw, what);
};

/** One optional reference of a form (one read of its collection): as `refIn`. */
export async function optionalRef(
  repos: Repos,
  bag: ErrorBag,
  key: string,
  collection: TableCollection,
  raw: unknown,
  what: string,
  via?: Tx,
): Promise<number | null> {
  const id = isBlank(raw) ? NaN : toInt(raw);
  const found = Number.isNaN(id) ? undefined : await repos.table(collection).get(id, via);
  return refIn(() => !!found, bag, key, raw, what);
}

/** A trimmed optional string (null when blank) with a length cap. */
export function optionalText(
  bag: ErrorBag,
  key: string,
  raw: unknown,
  what: string,
  max = MAX_STRING,
): string | null {
  if (isBlank(raw)) return null;
  if (typeof raw !== 'string' && typeof raw !== 'number') {
    bag.add(key, `The ${what} must be a string.`);
    return null;
  }
  const value = String(raw).trim();
  if (value.length > max) bag.add(key, `The ${what} may not be greater than ${max} characters.`);
  return value;
}

export function requiredText(
  bag: ErrorBag,
  key: string,
  raw: unknown,
  what: string,
  max = MAX_STRING,
): string {
  if (isBlank(raw)) {
    bag.add(key, `The ${what} field is required.`);
    return '';
  }
  return optionalText(bag, key, raw, what, max) ?? '';
}

/** The organization's social links (leads, prospects, stakeholders). Rows left fully blank are dropped (the form always shows one). */
export function readSocialNetworks(bag: ErrorBag, raw: unknown) {
  const out: { mediaName: string; URL: string }[] = [];
  asList(raw)
    .slice(0, 50)
    .forEach((item, i) => {
      const row = asObject(item);
      if (isBlank(row.mediaName) && isBlank(row.URL)) return;
      const key = `social_networks.${i}`;
      const mediaName = requiredText(bag, `${key}.mediaName`, row.mediaName, 'media name');
      if (mediaName && !(LEAD_MEDIA as readonly string[]).includes(mediaName))
        bag.add(`${key}.mediaName`, `The media name must be one of: ${LEAD_MEDIA.join(', ')}.`);
      const URL = requiredText(bag, `${key}.URL`, row.URL, 'URL', 2048);
      if (URL && !isHttpUrl(URL)) bag.add(`${key}.URL`, 'The URL must be a valid URL (http or https).');
      out.push({ mediaName, URL });
    });
  return out;
}

/** Name, phone, address and website of an organization (leads, prospects, stakeholders). */
export function readOrganizationContact(bag: ErrorBag, body: Record<string, unknown>) {
  const organization_name = requiredText(
    bag,
    'organization_name',
    body.organization_name,
    'organization name',
  );
  const phone = requiredText(bag, 'phone', body.phone, 'phone', 40);
  if (phone && !bag.has('phone') && !isPhone(phone))
    bag.add('phone', 'The phone must contain 6 to 20 digits (spaces, +, - and parentheses allowed).');
  const address = optionalText(bag, 'address', body.address, 'address', 1000);
  const website_link = optionalText(bag, 'website_link', body.website_link, 'website link', 2048);
  if (website_link && !isHttpUrl(website_link))
    bag.add('website_link', 'The website link must be a valid URL (http or https).');
  return { organization_name, phone, address, website_link };
}
