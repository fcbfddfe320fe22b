import type { Request } from 'express';
import type { AppContext } from '../context';
import type { Row } from '../db/store';
import { HttpError, notFound, validationError } from '../http/errors';
import { isBlank, toInt } from '../validation/values';
import type { InitialInfoValues } from './initial-info-input';

/** The lead a wizard call names (by `initialID`, `lead_id` or the path), or 404 / 422. */
export function leadNamed(ctx: AppContext, raw: unknown, key: string): Row {
  if (isBlank(raw)) throw validationError({ [key]: [`The ${key.replace(/_/g, ' ')} field is required.`] });
  const lead = ctx.store.find('leads', toInt(raw));
  if (!lead) throw notFound('Lead not found.');
  return lead;
}

export const authOf = (req: Request) => {
  if (!req.auth) throw new HttpError(401, 'Unauthenticated.');
  return req.auth;
};

/** Creates the typed industry / information source the request named, once it is known valid. */
export function createTypedLookups(ctx: AppContext, values: InitialInfoValues): void {
  const created_at = ctx.now().toISOString();
  if (values.newIndustry) {
    const row = ctx.store.insert('industries', {
      type: values.newIndustry,
      description: null,
      created_at,
      updated_at: created_at,
    });
    values.initial_info.industry_id = row.id;
  }
  if (values.newInformationSource) {
    const row = ctx.store.insert('information-sources', {
      name: values.newInformationSource,
      description: null,
      created_at,
      updated_at: created_at,
    });
    values.initial_info.information_source_id = row.id;
  }
}
