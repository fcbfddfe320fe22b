import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// Many component tests render the whole app against a real server: on a 2-core CI machine that
// is busy with other suites, 5 s is too tight for the slowest of them.
jest.setTimeout(15_000);
// findBy/waitFor give up after 1 s by default: a first render of a lazy route that waits on the
// real server can take longer than that while the other suites load both cores.
configure({ asyncUtilTimeout: 5_000 });
