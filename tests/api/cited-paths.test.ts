import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { citationsIn, filesToRead, staleCitations, type Citation } from './support/cited-paths';

/**
 * Every repository path that a Markdown file or a code comment cites names a real file or folder,
 * and every section it names after a Markdown path (`docs/decisions.md "First load"`) is a heading
 * of that file. What counts as a cited path: tests/api/support/cited-paths.ts.
 */
const ROOT = path.resolve(__dirname, '../..');

const describeStale = (stale: Citation[]) =>
  stale.map((c) => `${c.path}${c.section ? ` "${c.section}"` : ''}  cited at ${c.at}`).join('\n');

describe('cited repository paths', () => {
  it('every cited path and section exists', () => {
    const citations = filesToRead(ROOT).flatMap((file) => citationsIn(ROOT, file));
    // Guard against a scanner that silently finds nothing.
    expect(citations.length).toBeGreaterThan(300);
    expect(describeStale(staleCitations(ROOT, citations))).toBe('');
  });

  it('reports a stale path, a stale section and a path in a comment, and skips placeholders', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crms-cited-'));
    try {
      fs.mkdirSync(path.join(dir, 'docs'));
      fs.mkdirSync(path.join(dir, 'src'));
      fs.writeFileSync(path.join(dir, 'docs/notes.md'), '# Notes\n\n## Real section\n');
      fs.writeFileSync(
        path.join(dir, 'README.md'),
        'See docs/notes.md "Real section", docs/notes.md "Gone section" and (src/missing.ts).\n' +
          'Placeholders: src/features/<feature>/api.ts, server/*/routes.ts. Not a citation: ../src/x.ts\n',
      );
      fs.writeFileSync(
        path.join(dir, 'src/code.ts'),
        "// See src/gone/helper.ts.\nconst url = 'src/not-a-comment.ts';\n/* docs/notes.md */\nexport { url };\n",
      );
      const citations = filesToRead(dir).flatMap((file) => citationsIn(dir, file));
      expect(describeStale(staleCitations(dir, citations)).split('\n')).toEqual([
        'docs/notes.md "Gone section"  cited at README.md:1',
        'src/missing.ts  cited at README.md:1',
        'src/gone/helper.ts  cited at src/code.ts:1',
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
