import { toInt } from '../validation/values';

export interface Paging {
  page: number;
  perPage: number;
}

/** The page sizes the lists offer. */
export const PAGE_SIZES = [10, 20, 50, 100] as const;

const positive = (value: unknown): number => {
  const n = toInt(
    typeof value === 'number' ? value : String(Array.isArray(value) ? value[0] : (value ?? '')),
  );
  return Number.isFinite(n) && n >= 1 ? n : NaN;
};

/**
 * `page` (from 1) and `per_page` of a list call. Bad or missing values fall back (page 1, the
 * default size); with `sizes`, any other size clamps up to the next allowed one (at most the largest).
 */
export function readPaging(
  query: Record<string, unknown>,
  { defaultSize = 10, sizes }: { defaultSize?: number; sizes?: readonly number[] } = {},
): Paging {
  const page = positive(query.page) || 1;
  const asked = positive(query.per_page);
  let perPage = Number.isNaN(asked) ? defaultSize : Math.min(100, asked);
  if (sizes && !Number.isNaN(asked)) perPage = sizes.find((size) => size >= asked) ?? sizes[sizes.length - 1];
  return { page, perPage };
}

/** One page of `rows` in the list envelope `{data, total, current_page, per_page}`. */
/** What a page is cut from: an array, or matches that build only the rows asked for (leads/matches.ts). */
export interface Sliceable<T> {
  readonly length: number;
  slice(start?: number, end?: number): T[];
}

export function pageOf<T>(rows: Sliceable<T>, paging: Paging) {
  const { page, perPage } = paging;
  return listPage(rows.slice((page - 1) * perPage, page * perPage), rows.length, paging);
}

/** A page a repository cut (server/leads/async-repository.ts `page`) in the same envelope. */
export function listPage<T>(data: T[], total: number, { page, perPage }: Paging) {
  return { data, total, current_page: page, per_page: perPage };
}
