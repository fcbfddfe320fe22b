/**
 * The targets that differ by store: the embedded store's from its issues, PostgreSQL's from issue
 * 28 (a network round trip per query; writers over two app servers; the server keeps no rows).
 */
export const LIMITS = {
  embedded: { oneWriteMs: 10, dashboardMs: 30, keyAccountsMs: 30, writers: 'one app server' },
  postgres: { oneWriteMs: 15, dashboardMs: 50, keyAccountsMs: 50, writers: 'two app servers' },
} as const;

export type Limits = (typeof LIMITS)[keyof typeof LIMITS];

/** App server RSS at 100k leads on PostgreSQL (issue 28). */
export const POSTGRES_RSS_BYTES = 300e6;
