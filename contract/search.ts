/** One result of GET /search (server/search/routes.ts), as the Ctrl+K palette shows it. */
export interface SearchHit {
  kind: 'lead' | 'prospect' | 'stakeholder' | 'document' | 'employee';
  id: number;
  title: string;
  subtitle: string;
  url: string;
}

/**
 * GET /search counts each kind's matches up to this many (`totals`): a number this big means at
 * least that many. The palette shows hits, not totals; an exact count of a common term read every
 * match (96,605 leads for "ltd" at 100k) for a number nobody sees.
 */
export const SEARCH_TOTAL_CAP = 1000;
