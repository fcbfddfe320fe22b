import type { Row } from '../db/row';
import type { Tx } from '../db/tx';
import type { Repos } from '../repositories';
import type { ErrorBag } from '../validation/errors';
import type { MasterValues } from './types';
import { leadsInStage } from './usage';

/** Campaign/exhibition: the range may not end before it starts. */
export async function checkDateRange(
  c: MasterValues,
  _e: Row | undefined,
  _r: Repos,
  bag: ErrorBag,
): Promise<void> {
  const { start_date: start, end_date: end } = c;
  if (bag.has('start_date') || bag.has('end_date') || typeof start !== 'string' || typeof end !== 'string')
    return;
  // yyyy-MM-dd (checked by read-input.ts) sorts as text.
  if (end < start) bag.add('end_date', 'The end date must be a date after or equal to start date.');
}

/** A category may not hang below itself or one of its own descendants (the tree would loop). */
export async function checkCategoryParent(
  c: MasterValues,
  existing: Row | undefined,
  repos: Repos,
  bag: ErrorBag,
  via: Tx | undefined,
): Promise<void> {
  if (!existing || typeof c.parent_category !== 'number' || bag.has('parent_category')) return;
  let id: number | null = c.parent_category;
  const seen = new Set<number>();
  while (id != null && !seen.has(id)) {
    if (id === existing.id) {
      bag.add(
        'parent_category',
        'A category cannot be its own parent or sit below one of its subcategories.',
      );
      return;
    }
    seen.add(id);
    // One read per level of the tree (a few at most), not per category.
    id = (await repos.table('categories').get(id, via))?.parent_category ?? null;
  }
}

/** Leads point at a stage by its name: renaming a stage in use would orphan them. */
export async function checkStageRename(
  c: MasterValues,
  existing: Row | undefined,
  repos: Repos,
  bag: ErrorBag,
  via: Tx | undefined,
): Promise<void> {
  if (!existing || bag.has('lead_stage') || c.lead_stage === existing.lead_stage) return;
  const n = await leadsInStage(repos, existing.lead_stage, via);
  if (n > 0) bag.add('lead_stage', `This stage is used by ${n} lead(s) and cannot be renamed.`);
}
