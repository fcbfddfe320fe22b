// The API and machine tests call a real server, many of them hundreds of times in one test; on a
// 2-core CI machine that runs the other suites at once, 5 s is too tight for the longest loops.
jest.setTimeout(30_000);
