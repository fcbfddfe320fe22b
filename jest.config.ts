/** @jest-config-loader esbuild-register */
import os from 'node:os';
import type { Config } from 'jest';
import { TEST_DATABASE_URL, postgresAnswers } from './tests/support/pg-server';

const swc: Config['transform'] = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
  ],
};

const config: Config = {
  // Jest's default (one worker less than the cores) leaves a 2-core machine with a single worker,
  // and most suites wait on their server's I/O rather than on the CPU: two workers keep both cores
  // busy. On bigger machines one core stays free for the servers the tests start.
  maxWorkers: Math.max(2, os.availableParallelism() - 1),
  // With CRMS_TEST_STORE=postgres: this run's seeded template database, and its cleanup.
  globalSetup: '<rootDir>/tests/support/pg-global-setup.ts',
  globalTeardown: '<rootDir>/tests/support/pg-global-teardown.ts',
  // Each folder of tests/ runs in the environment it needs: the API and machine tests talk to a
  // real server from Node; component tests render into jsdom (with Node's fetch copied in).
  projects: [
    {
      displayName: 'api',
      testEnvironment: 'node',
      transform: swc,
      testMatch: ['<rootDir>/tests/api/**/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/tests/support/setup-server-tests.ts'],
    },
    {
      displayName: 'machines',
      testEnvironment: 'node',
      transform: swc,
      testMatch: ['<rootDir>/tests/machines/**/*.test.ts'],
      // Node has no localStorage; the app's session helpers need one (token for the API calls).
      setupFiles: ['<rootDir>/tests/support/local-storage.ts'],
      setupFilesAfterEnv: ['<rootDir>/tests/support/setup-server-tests.ts'],
    },
    {
      displayName: 'components',
      testEnvironment: '<rootDir>/tests/support/jsdom-with-fetch.ts',
      transform: swc,
      testMatch: ['<rootDir>/tests/components/**/*.test.tsx'],
      setupFilesAfterEnv: ['<rootDir>/tests/support/setup-components.ts'],
      moduleNameMapper: {
        '\\.(css|scss)$': '<rootDir>/tests/support/style-stub.ts',
        '^react-apexcharts$': '<rootDir>/tests/support/apexcharts-stub.tsx',
      },
    },
  ],
};

/**
 * The PostgreSQL tests need a server (TEST_DATABASE_URL). CI always runs them (.ci/run starts a
 * throwaway cluster when none answers); elsewhere `npm test` leaves them out with a note when no
 * server answers, so a newcomer's `npm test` needs nothing but Node.
 */
export default async function jestConfig(): Promise<Config> {
  if (process.env.CI || (await postgresAnswers())) return config;
  console.warn(
    `No PostgreSQL answers at ${TEST_DATABASE_URL}: tests/api/postgres are left out ` +
      '(set TEST_DATABASE_URL, or source .ci/postgres.sh to start a throwaway cluster).',
  );
  const [api, ...rest] = config.projects as Config[];
  return { ...config, projects: [{ ...api, testPathIgnorePatterns: ['/tests/api/postgres/'] }, ...rest] };
}
