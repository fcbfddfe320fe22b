import { setUpPostgresRun } from './pg-run';

/** Jest's globalSetup (jest.config.ts): nothing unless CRMS_TEST_STORE=postgres. */
export default setUpPostgresRun;
