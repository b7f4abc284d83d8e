// One Jest configuration for @console/shared and every app: jsdom, SWC, @console/shared mapped
// to its source, the browser APIs jsdom lacks, and a Mock Service Worker server per test file.
import { createRequire } from 'node:module';
import path from 'node:path';

const sharedRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** @param {string} rootDir the package's directory */
export function jestConfig(rootDir) {
  return {
    rootDir,
    // jsdom with Node's fetch, Request, Response, streams, Blob, URL and BroadcastChannel, which
    // Mock Service Worker needs (jsdom has none of them or its own that undici refuses), and Node's
    // export conditions so msw/node and its interceptors load their Node builds.
    testEnvironment: createRequire(import.meta.url).resolve('jest-fixed-jsdom'),
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    transform: {
      '^.+\\.(t|m?j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
        },
      ],
    },
    moduleNameMapper: {
      '^@console/shared$': path.join(sharedRoot, 'src/index.ts'),
      '^@console/shared/(contracts|permissions|ui)$': path.join(sharedRoot, 'src/$1/index.ts'),
    },
    setupFiles: [path.join(sharedRoot, 'build/jest-setup.cjs')],
    setupFilesAfterEnv: [
      path.join(sharedRoot, 'build/jest-after-env.cjs'),
      path.join(sharedRoot, 'build/jest-msw.cjs'),
    ],
    // Chakra and its Ark/Zag parts ship ESM, and so does TypeBox (a contract's test checks a value
    // with the server's compiled schema) and three packages under msw (it leaves them to Node 22's
    // require of ES modules; Node 20 and Jest's CommonJS runtime need them compiled); let SWC
    // compile them too.
    transformIgnorePatterns: [
      '/node_modules/.pnpm/(?!(@chakra-ui|@ark-ui|@zag-js|@pandacss|proxy-compare|uqr|typebox|rettime|until-async|@open-draft\\+deferred-promise)[+@])',
    ],
    testTimeout: 15000,
  };
}
