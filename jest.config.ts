/** @jest-config-loader esbuild-register */
import os from 'node:os';
import type { Config } from 'jest';

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

export default config;
