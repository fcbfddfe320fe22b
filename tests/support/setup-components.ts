import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// Many component tests render the whole app against a real server: on a 2-core CI machine that
// is busy with other suites, 5 s is too tight for the slowest of them.
jest.setTimeout(30_000);
// findBy/waitFor give up after 1 s by default: a first render of a lazy route that waits on the
// real server can take several seconds while other processes load both cores, more in a fresh
// clone whose transform cache is cold (5 s and then 12 s failed there at load averages of 8-17).
// They wait on a condition, so a long bound costs nothing when it holds; it stays under the
// per-test timeout so a real failure still names the missing element.
configure({ asyncUtilTimeout: 25_000 });
