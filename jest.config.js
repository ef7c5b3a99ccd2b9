// Six projects: the contract's pure rules, the client in jsdom, the server against a real database, the
// adversarial security suite, the build's own scripts, and the browser journeys (real Chromium, real server) which run alone and last.
const tsconfig = { module: 'commonjs', moduleResolution: 'node10', ignoreDeprecations: '6.0', jsx: 'react-jsx', isolatedModules: true, allowJs: true, rootDir: __dirname };
const transform = { '^.+\\.m?[tj]sx?$': ['ts-jest', { tsconfig }] };
// ESM-only packages that jest's CommonJS runtime must have transpiled
const esmOnly = ['content-disposition', 'cookie'];
const base = {
  transform,
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
};

module.exports = {
  projects: [
    { ...base, displayName: 'contract', testEnvironment: 'node', testMatch: ['<rootDir>/contract/**/*.test.ts'] },
    {
      ...base,
      displayName: 'client',
      testEnvironment: 'jest-fixed-jsdom',
      testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
      setupFilesAfterEnv: ['<rootDir>/tests/setup-client.ts'],
      moduleNameMapper: { '\\.(css)$': '<rootDir>/tests/fixtures/styleStub.js', '\\.(svg|png|mp3|ogg)$': '<rootDir>/tests/fixtures/fileStub.js' },
    },
    { ...base, displayName: 'server', testEnvironment: 'node', testMatch: ['<rootDir>/server/**/*.test.ts'], setupFilesAfterEnv: ['<rootDir>/server/test/setup.ts'] },
    // the adversarial suite (issue 11): app.inject against a real database, like the server project
    { ...base, displayName: 'security', testEnvironment: 'node', testMatch: ['<rootDir>/tests/security/**/*.test.ts'], setupFilesAfterEnv: ['<rootDir>/server/test/setup.ts'] },
    // the build's own scripts (a loader webpack runs on a dependency)
    { ...base, displayName: 'build', testEnvironment: 'node', testMatch: ['<rootDir>/scripts/**/*.test.ts'] },
    {
      ...base, displayName: 'e2e', testEnvironment: 'node', testMatch: ['<rootDir>/tests/e2e/**/*.test.ts'], setupFilesAfterEnv: ['<rootDir>/tests/e2e/setup.ts'],
      // one first start of the server, copied for each test file's server
      globalSetup: '<rootDir>/tests/e2e/globalSetup.ts', globalTeardown: '<rootDir>/tests/e2e/globalTeardown.ts',
    },
  ],
};
