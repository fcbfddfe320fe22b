import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Repository paths cited in prose: Markdown files and the comments of source files.
 *
 * What counts as a path: a token that starts with one of the repository's top-level folders
 * (TOP_LEVEL), directly after a space, quote, bracket or backtick (not after `/`, `.` or a letter,
 * so `../src/x`, `/api/leads` and URLs are not read as citations), and runs on through letters,
 * digits and `_ - . /`. Trailing sentence punctuation is dropped, and so is a `:line` or `#anchor`
 * suffix. It must then name an existing file or folder. A token holding a placeholder (`<feature>`,
 * `*`, `...`, `{a,b}`, `$x`) stands for many paths and is skipped.
 */
const TOP_LEVEL = ['.ci', 'contract', 'docs', 'machines', 'public', 'scripts', 'server', 'src', 'tests'];

const TOKEN = new RegExp(
  `(?<![\\w./@~-])(?:${TOP_LEVEL.map((d) => d.replace('.', '\\.')).join('|')})/[\\w\\-./<>*{},$]*`,
  'g',
);
/** `docs/<file>.md "Title"` or `docs/<file>.md, "Title"`: the section of that file. */
const SECTION = /^,?[ \n]+(?:\* )?"([^"\n]+)"/;
const PLACEHOLDER = /[<>*{}$]|\.\.\./;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'data', 'coverage', '.git', '.tmp']);
const SOURCE = /\.(ts|tsx|mjs|js)$/;

export interface Citation {
  path: string;
  /** The section named right after a Markdown path (`docs/<file>.md "Title"`), if any. */
  section?: string;
  /** `file:line` where it is cited. */
  at: string;
}

/** The paths a text cites, with the offset of each. */
function pathsIn(text: string): { path: string; section?: string; offset: number }[] {
  const found: { path: string; section?: string; offset: number }[] = [];
  for (const m of text.matchAll(TOKEN)) {
    if (PLACEHOLDER.test(m[0])) continue;
    const cited = m[0].replace(/[.,:;]+$/, '').replace(/#.*$/, '');
    const section = cited.endsWith('.md') ? SECTION.exec(text.slice(m.index + m[0].length)) : null;
    found.push({ path: cited, offset: m.index, ...(section && { section: section[1] }) });
  }
  return found;
}

/** The comments of a TypeScript/JavaScript source, as `[offset, text]`. */
function commentsOf(fileName: string, text: string): [number, string][] {
  const kind = fileName.endsWith('.tsx')
    ? ts.ScriptKind.TSX
    : fileName.endsWith('.ts')
      ? ts.ScriptKind.TS
      : ts.ScriptKind.JS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind);
  const seen = new Map<number, string>();
  const collect = (ranges: ts.CommentRange[] | undefined) => {
    for (const r of ranges ?? []) seen.set(r.pos, text.slice(r.pos, r.end));
  };
  const visit = (node: ts.Node) => {
    collect(ts.getLeadingCommentRanges(text, node.pos));
    collect(ts.getTrailingCommentRanges(text, node.end));
    node.getChildren(source).forEach(visit);
  };
  visit(source);
  return [...seen.entries()];
}

function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/** Every file of the repository under `root` that may cite paths (Markdown and source files). */
export function filesToRead(root: string, dir = root): string[] {
  const entries = fs.readdirSync(dir, { withFileTypes: true });
  entries.sort((a, b) => a.name.localeCompare(b.name));
  return entries.flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : filesToRead(root, full);
    return entry.name.endsWith('.md') || SOURCE.test(entry.name) ? [full] : [];
  });
}

/** The citations of one file: all of a Markdown file's text, only the comments of a source file. */
export function citationsIn(root: string, file: string, text = fs.readFileSync(file, 'utf8')): Citation[] {
  const relative = path.relative(root, file);
  // Most sources cite nothing: parsing only those where a citation may be is much faster.
  if (pathsIn(text).length === 0) return [];
  const parts: [number, string][] = file.endsWith('.md') ? [[0, text]] : commentsOf(file, text);
  return parts.flatMap(([start, part]) =>
    pathsIn(part).map(({ offset, ...p }) => ({ ...p, at: `${relative}:${lineAt(text, start + offset)}` })),
  );
}

/** Heading texts of a Markdown file, lower-cased. */
function headingsOf(file: string): string[] {
  return [...fs.readFileSync(file, 'utf8').matchAll(/^#+ +(.+)$/gm)].map((m) => m[1].trim().toLowerCase());
}

/**
 * The citations under `root` whose path names no file or folder there, or whose section is no
 * heading of the cited Markdown file (a heading that starts with the cited words counts).
 */
export function staleCitations(root: string, citations: Citation[]): Citation[] {
  return citations.filter((c) => {
    const file = path.join(root, c.path);
    if (!fs.existsSync(file)) return true;
    if (!c.section) return false;
    const wanted = c.section.toLowerCase();
    return !headingsOf(file).some((h) => h.startsWith(wanted));
  });
}
