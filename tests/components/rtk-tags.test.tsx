import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { baseApi } from '../../src/api/baseApi';
import { LIST, TAG_TYPES } from '../../src/api/tags';

/**
 * The cache tags of every endpoint the app injects, read from the real definitions: each module
 * under src/ that calls `injectEndpoints` is loaded with `injectEndpoints` wrapped, so the
 * definitions (providesTags, invalidatesTags) are seen exactly as RTK Query gets them.
 */

type TagFn = (result: unknown, error: unknown, arg: unknown, meta: unknown) => unknown;
interface Definition {
  kind: 'query' | 'mutation';
  providesTags?: unknown;
  invalidatesTags?: unknown;
}
interface Tag {
  type: string;
  id?: unknown;
}

const definitions = new Map<string, Definition>();
const inject = baseApi.injectEndpoints;
const recording = ((options: Parameters<typeof inject>[0]) => {
  const as = (kind: Definition['kind']) => (def: object) => ({ ...def, kind });
  const build = { query: as('query'), infiniteQuery: as('query'), mutation: as('mutation') };
  const built = (options.endpoints as unknown as (b: typeof build) => Record<string, Definition>)(build);
  for (const [name, def] of Object.entries(built)) definitions.set(name, def);
  return inject(options);
}) as unknown as typeof inject;

function modulesInjecting(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = join(dir, entry.name);
    if (entry.isDirectory()) return modulesInjecting(file);
    return /\.tsx?$/.test(entry.name) && readFileSync(file, 'utf8').includes('.injectEndpoints(')
      ? [file]
      : [];
  });
}

// Any value a tag function may read: every property and call answers another such value; it
// iterates as empty and reads as 1 in a string, so `${collection}-LIST` and spreads work.
const anything: unknown = new Proxy(function () {}, {
  get: (_target, key) =>
    key === Symbol.toPrimitive
      ? () => 1
      : key === Symbol.iterator
        ? function* () {}
        : key === 'then'
          ? undefined
          : anything,
  apply: () => anything,
});
const SAMPLE_ARGS = [anything, 1, [1], 'x'];

/** Every tag a definition's tags can name, over sample arguments (a success: no error). */
function tagsOf(tags: unknown): Tag[] {
  const results =
    typeof tags === 'function' ? SAMPLE_ARGS.flatMap((arg) => callTags(tags as TagFn, arg)) : [tags];
  return results
    .flatMap((list) => (Array.isArray(list) ? list : []))
    .map((tag) => (typeof tag === 'string' ? { type: tag } : (tag as Tag)));
}
function callTags(fn: TagFn, arg: unknown): unknown[] {
  const out: unknown[] = [];
  for (const result of [undefined, anything])
    try {
      out.push(fn(result, undefined, arg, undefined));
    } catch {
      /* this sample does not fit the argument's shape: another one does */
    }
  return out;
}

/** What is wrong with a set of definitions against the declared tag types (empty: nothing). */
function tagProblems(defs: ReadonlyMap<string, Definition>, declared: readonly string[]): string[] {
  const provided = new Map<string, Tag[]>();
  const problems: string[] = [];
  for (const def of defs.values())
    for (const tag of tagsOf(def.providesTags))
      provided.set(tag.type, [...(provided.get(tag.type) ?? []), tag]);
  for (const [name, def] of defs)
    for (const tag of tagsOf(def.invalidatesTags)) {
      if (!provided.has(tag.type)) problems.push(`${name} invalidates ${tag.type}, which no query provides`);
      else if (tag.id === LIST && !provided.get(tag.type)!.some((t) => t.id === LIST))
        problems.push(`${name} invalidates ${tag.type} LIST, which no list provides`);
    }
  for (const type of declared)
    if (!provided.has(type)) problems.push(`${type} is declared but no query provides it`);
  for (const type of provided.keys())
    if (!declared.includes(type)) problems.push(`${type} is provided but not declared`);
  return [...new Set(problems)];
}

beforeAll(async () => {
  baseApi.injectEndpoints = recording;
  try {
    for (const file of modulesInjecting(join(__dirname, '../../src'))) await import(file);
  } finally {
    baseApi.injectEndpoints = inject;
  }
});

test('every endpoint of the app was read', () => {
  expect(definitions.size).toBeGreaterThan(0);
  expect([...definitions.keys()].sort()).toEqual(Object.keys(baseApi.endpoints).sort());
});

test('every invalidated tag type is provided by a query, and every declared type is used', () => {
  expect(tagProblems(definitions, TAG_TYPES)).toEqual([]);
});

test('the check finds an invalidation nothing provides, a LIST no list provides and an unused type', () => {
  const defs = new Map<string, Definition>([
    [
      'item',
      { kind: 'query', providesTags: (_r: unknown, _e: unknown, id: number) => [{ type: 'Lead', id }] },
    ],
    ['save', { kind: 'mutation', invalidatesTags: [{ type: 'Lead', id: LIST }, { type: 'Profile' }] }],
  ]);
  expect(tagProblems(defs, ['Lead', 'Employee'])).toEqual([
    'save invalidates Lead LIST, which no list provides',
    'save invalidates Profile, which no query provides',
    'Employee is declared but no query provides it',
  ]);
});
