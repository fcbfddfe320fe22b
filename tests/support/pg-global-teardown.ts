import { tearDownPostgresRun } from './pg-run';

/** Jest's globalTeardown (jest.config.ts): nothing unless CRMS_TEST_STORE=postgres. */
export default tearDownPostgresRun;
