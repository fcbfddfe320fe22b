import { fork } from 'node:child_process';
import path from 'node:path';

export interface Prepared {
  leads: number;
  activities: number;
  prospects: number;
  /** The document of ~100 MB made for the documents.zip figure (see big-document.ts). */
  bigDocument: { id: number; bytes: number };
  dbBytes: number;
  generateMs: number;
  /** The old store's cost per write: JSON.stringify of the whole db + atomic write with fsync. */
  rewriteMs: number;
  rewriteStringifyMs: number;
}

/**
 * Fills `dataDir` with the seed + `leads` generated leads + `prospects` generated prospects + one
 * ~100 MB document, and times the whole-file rewrite, in a
 * child process: the generator's garbage and its copy of the db then never count in the RSS of
 * this process, which measures the app.
 */
export function prepareDb(dataDir: string, leads: number, prospects: number): Promise<Prepared> {
  return new Promise((resolve, reject) => {
    const child = fork(
      path.join(__dirname, 'prepare-db-child.ts'),
      [dataDir, String(leads), String(prospects)],
      {
        // Generation briefly holds the db twice (before and after the date rebase) plus its JSON.
        execArgv: [...process.execArgv, '--max-old-space-size=8192'],
        stdio: 'inherit',
      },
    );
    let result: Prepared | undefined;
    child.on('message', (msg) => {
      result = msg as Prepared;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (result) resolve(result);
      else reject(new Error(`generating the database failed (exit code ${code})`));
    });
  });
}
