// One Jest configuration for @console/shared and every app: jsdom, SWC, @console/shared mapped
// to its source, and the browser APIs jsdom lacks.
import path from 'node:path';

const sharedRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** @param {string} rootDir the package's directory */
export function jestConfig(rootDir) {
  return {
    rootDir,
    testEnvironment: 'jsdom',
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
    setupFilesAfterEnv: [path.join(sharedRoot, 'build/jest-after-env.cjs')],
    // Chakra and its Ark/Zag parts ship ESM, and so does TypeBox (a contract's test checks a value
    // with the server's compiled schema); let SWC compile them too.
    transformIgnorePatterns: [
      '/node_modules/.pnpm/(?!(@chakra-ui|@ark-ui|@zag-js|@pandacss|proxy-compare|uqr|typebox)[+@])',
    ],
    testTimeout: 15000,
  };
}
