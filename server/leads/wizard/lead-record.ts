import type { AppContext } from '../../context';
import type { Row } from '../../db/row';
import type { UniqueInsert } from '../../db/table-repository';
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
 * and returns the initial info pointing at them. A name created by another request since the
 * check (two leads typing the same new industry at once) is used as it stands: its unique index
 * decides which request creates it (insertUnique).
 */
export async function createTypedLookups(
  ctx: AppContext,
  tx: Tx,
  values: InitialInfoValues,
): Promise<InitialInfoValues['initial_info']> {
  const created_at = ctx.now().toISOString();
  const stamps = { description: null, created_at, updated_at: created_at };
  const info = { ...values.initial_info };
  const idOf = (made: UniqueInsert<Row>) => ('row' in made ? made.row : made.holder).id;
  if (values.newIndustry)
    info.industry_id = idOf(
      await ctx.repos.table('industries').insertUnique(tx, { type: values.newIndustry, ...stamps }, ['type']),
    );
  if (values.newInformationSource)
    info.information_source_id = idOf(
      await ctx.repos
        .table('information-sources')
        .insertUnique(tx, { name: values.newInformationSource, ...stamps }, ['name']),
    );
  return info;
}
