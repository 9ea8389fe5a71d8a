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

/** A folder's table definitions (`pos.schema.ts`), which another's foreign keys may name. */
function schemaFiles(dir) {
  return readdirSync(dir).filter((name) => name.endsWith('.schema.ts'));
}

function serverZones() {
  const src = './apps/server/src';
  const modules = areas(`${src}/modules`);
  const publicOnly = 'Import another area through its index.ts only.';
  const outside = (m) => [
    `./${m}/index.ts`,
    ...schemaFiles(`${src}/modules/${m}`).map((name) => `./${m}/${name}`),
  ];
  return [
    ...modules.map((name) => ({
      target: `${src}/modules/${name}`,
      from: `${src}/modules`,
      except: [`./${name}`, ...modules.filter((m) => m !== name).flatMap(outside)],
      message: publicOnly,
    })),
    {
      target: [`${src}/modules`, `${src}/jobs`, `${src}/demo`, `${src}/plugins`],
      from: `${src}/ingest`,
      // The device directory's writes are a second door: the areas that register devices are
      // ones the pipeline behind index.ts calls, so through index.ts they would close a cycle.
      except: [
        './index.ts',
        './devices.repository.ts',
        ...schemaFiles(`${src}/ingest`).map((name) => `./${name}`),
      ],
      message: publicOnly,
    },
    {
      target: [`${src}/ingest`, `${src}/jobs`, `${src}/demo`, `${src}/plugins`],
      from: `${src}/modules`,
      except: modules.flatMap(outside),
      message: publicOnly,
    },
    {
      target: [`${src}/modules`, `${src}/ingest`],
      from: [`${src}/jobs`, `${src}/demo`, `${src}/plugins`, `${src}/app.ts`, `${src}/main.ts`],
      message: 'Areas do not depend on jobs, the demo, plugins or the app that wires them.',
    },
    {
      // db/schema.ts gathers every area's tables for Drizzle; the rest of db imports no area.
      target: [
        ...readdirSync(`${src}/db`)
          .filter((name) => name !== 'schema.ts')
          .map((name) => `${src}/db/${name}`),
        `${src}/lib`,
      ],
      from: [`${src}/modules`, `${src}/ingest`, `${src}/jobs`, `${src}/demo`, `${src}/plugins`],
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
