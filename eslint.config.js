// Flat config (ESLint 9): the design card's .eslintrc.json is a format ESLint no longer reads.
// The import rules enforce STYLE.md's one-way boundaries: contract ← server, contract ← src;
// lib/components/store/api never reach into features or app; a feature never imports another feature.
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const jsxA11y = require('eslint-plugin-jsx-a11y');
const globals = require('globals');

const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { paths: [noRouterLink], patterns }] });
const noServer = { group: ['**/server/**'], message: 'The client never imports server code: share it through contract/.' };
const noClient = { group: ['**/src/**'], message: 'The server never imports client code: share it through contract/.' };
const noUpward = { regex: '(^|/)(features|app)(/|$)', message: 'Shared code (lib, components, store, api) may not import features or app.' };
const noSiblingFeature = { regex: '^\\.\\./(?!\\.)[^/]+/', message: 'A feature does not import another feature: move what they share to components/, lib/ or store/.' };
// src/lib/router.tsx's Link: React Router's brings its framework mode's prefetching into every first load
const noRouterLink = { name: 'react-router-dom', importNames: ['Link', 'NavLink'], message: "Use the Link of src/lib/router: React Router's brings its prefetching into every first load." };

module.exports = tseslint.config(
  { ignores: ['dist/**', 'data/**', 'coverage/**', 'node_modules/**', 'server/db/migrations/**', 'bench/.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'smart'],
    },
  },
  { files: ['**/*.js'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    ...jsxA11y.flatConfigs.recommended,
    plugins: { ...reactHooks.configs.flat.recommended.plugins, ...jsxA11y.flatConfigs.recommended.plugins },
    languageOptions: { ...jsxA11y.flatConfigs.recommended.languageOptions, globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      ...restrict(noServer),
    },
  },
  {
    // a smooth scroll a script starts is not stopped by the stylesheet's prefers-reduced-motion rule (QA a11y D13)
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', {
        selector: "Property[key.name='behavior'][value.value='smooth']",
        message: "Scroll with lib/motion's scrollMotion(), which is not smooth for a user who prefers reduced motion.",
      }],
    },
  },
  { files: ['contract/**/*.ts'], rules: restrict(noServer, noClient) },
  { files: ['server/**/*.ts'], rules: restrict(noClient) },
  { files: ['src/{lib,components,store,api,pwa}/**/*.{ts,tsx}'], rules: restrict(noServer, noUpward) },
  { files: ['src/features/**/*.{ts,tsx}'], rules: restrict(noServer, noSiblingFeature) },
  { files: ['tests/**/*.ts', '**/*.test.{ts,tsx}'], rules: { 'no-console': 'off' } },
);
