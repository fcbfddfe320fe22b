import '@testing-library/jest-dom';

// Many component tests render the whole app against a real server: on a 2-core CI machine that
// is busy with other suites, 5 s is too tight for the slowest of them.
jest.setTimeout(15_000);
