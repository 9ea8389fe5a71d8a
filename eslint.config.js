import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The video recorder runs part of its code inside the pages it records.
    files: ['tools/videos/**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Areas stay apart (DESIGN §3): a server module reaches another only through its index.ts,
    // a web feature never reaches another, and shared layers never reach up into areas.
    files: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Dependencies are parsed as TypeScript too, or cycles through them go unseen.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/server/tsconfig.json', 'apps/web/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: [...serverZones(), ...webZones()] }],
    },
  },
  {
    // The schema barrel and the owners' schema files name each other's tables in lazy
    // references (`references(() => accounts.id)`), which run after both have loaded.
    files: ['apps/server/src/db/schema.ts', 'apps/server/src/**/*.schema.ts'],
    rules: { 'import-x/no-cycle': 'off' },
  },
  {
    // The server logs through pino (Fastify's logger) only.
    files: ['apps/server/src/**/*.ts'],
    rules: { 'no-console': 'error' },
  },
);

function areas(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
}

function serverZones() {
  const src = './apps/server/src';
  const modules = areas(`${src}/modules`);
  const publicOnly = 'Import another area through its index.ts only.';
  return [
    ...modules.map((name) => ({
      target: `${src}/modules/${name}`,
      from: `${src}/modules`,
      except: [`./${name}`, ...modules.filter((m) => m !== name).map((m) => `./${m}/index.ts`)],
      message: publicOnly,
    })),
    {
      target: [`${src}/modules`, `${src}/jobs`, `${src}/demo`, `${src}/plugins`],
      from: `${src}/ingest`,
      except: ['./index.ts'],
      message: publicOnly,
    },
    {
      target: [`${src}/ingest`, `${src}/jobs`, `${src}/demo`, `${src}/plugins`],
      from: `${src}/modules`,
      except: modules.map((m) => `./${m}/index.ts`),
      message: publicOnly,
    },
    {
      target: [`${src}/modules`, `${src}/ingest`],
      from: [`${src}/jobs`, `${src}/demo`, `${src}/plugins`, `${src}/app.ts`, `${src}/main.ts`],
      message: 'Areas do not depend on jobs, the demo, plugins or the app that wires them.',
    },
    {
      target: [`${src}/db`, `${src}/lib`],
      from: [`${src}/ingest`, `${src}/jobs`, `${src}/demo`, `${src}/plugins`],
      message: 'db and lib are the bottom layer: they import no area.',
    },
    {
      // db/schema.ts is the barrel of the tables, which live beside their owners.
      target: [`${src}/db`, `${src}/lib`],
      from: `${src}/modules`,
      except: modules.map((m) => `./${m}/${m}.schema.ts`),
      message: 'db and lib are the bottom layer: they import no area.',
    },
  ];
}

function webZones() {
  const src = './apps/web/src';
  const features = areas(`${src}/features`);
  return [
    ...features.map((name) => ({
      target: `${src}/features/${name}`,
      from: `${src}/features`,
      except: [`./${name}`],
      message: 'A feature never imports another; share through components/ or lib/.',
    })),
    {
      target: [`${src}/components`, `${src}/lib`, `${src}/features`],
      from: `${src}/app`,
      message: 'Only the app shell imports features, never the other way round.',
    },
    {
      target: [`${src}/components`, `${src}/lib`],
      from: `${src}/features`,
      message: 'Shared code never reaches into a feature.',
    },
  ];
}
