import fs from 'node:fs';
import path from 'node:path';
import { refusedPackages } from '../../scripts/check-lockfile';

// npm audit cannot reach an advisory database here; this hand-kept denylist stands in for it.
describe('lockfile denylist', () => {
  it('refuses the npm xlsx, react-table 7 and TypeScript 7, wherever they are nested', () => {
    const hits = refusedPackages({
      packages: {
        '': { version: '0.1.0' },
        'node_modules/xlsx': { version: '0.18.5' },
        'node_modules/a/node_modules/react-table': { version: '7.8.0' },
        'node_modules/typescript': { version: '7.0.1' },
        'node_modules/@e965/xlsx': { version: '0.20.3' },
        'node_modules/@tanstack/react-table': { version: '8.21.3' },
      },
    });
    expect(hits.map((h) => h.split(':')[0])).toEqual([
      'node_modules/xlsx@0.18.5',
      'node_modules/a/node_modules/react-table@7.8.0',
      'node_modules/typescript@7.0.1',
    ]);
  });

  it('finds nothing refused in the committed package-lock.json', () => {
    const lock = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../package-lock.json'), 'utf8'));
    expect(refusedPackages(lock)).toEqual([]);
  });
});
