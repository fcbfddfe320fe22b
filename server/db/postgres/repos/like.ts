/**
 * A LIKE pattern matching any text that contains `term` as is: `%`, `_` and the escape character
 * `\` (PostgreSQL's default ESCAPE) are escaped, so a search for "50%" finds "50%" only. A LIKE,
 * not strpos, so the trigram indexes (`lower(x) gin_trgm_ops`) answer it.
 */
export const likeContaining = (term: string): string => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
