import type { AppContext } from '../../context';
import type { Tx } from '../../db/tx';
import { notFound, validationError } from '../../http/errors';
import { isBlank, toInt } from '../../validation/values';
import type { InitialInfoValues } from './initial-info-input';
import { LEAD_NOT_FOUND } from '../../../contract/errors';
import type { LeadRow } from '../../stored/leads';

/** The lead a wizard call names (by `initialID`, `lead_id` or the path), or 404 / 422. */
export async function leadNamed(ctx: AppContext, raw: unknown, key: string, via?: Tx): Promise<LeadRow> {
  if (isBlank(raw)) throw validationError({ [key]: [`The ${key.replace(/_/g, ' ')} field is required.`] });
  const lead = await ctx.repos.leads.get(toInt(raw), via);
  if (!lead) throw notFound(LEAD_NOT_FOUND);
  return lead;
}

/**
 * Creates the typed industry / information source the request named, once it is known valid,
 * and returns the initial info pointing at them.
 */
export async function createTypedLookups(
  ctx: AppContext,
  tx: Tx,
  values: InitialInfoValues,
): Promise<InitialInfoValues['initial_info']> {
  const created_at = ctx.now().toISOString();
  const stamps = { description: null, created_at, updated_at: created_at };
  const info = { ...values.initial_info };
  if (values.newIndustry)
    info.industry_id = (
      await ctx.repos.table('industries').insert(tx, { type: values.newIndustry, ...stamps })
    ).id;
  if (values.newInformationSource)
    info.information_source_id = (
      await ctx.repos
        .table('information-sources')
        .insert(tx, { name: values.newInformationSource, ...stamps })
    ).id;
  return info;
}
