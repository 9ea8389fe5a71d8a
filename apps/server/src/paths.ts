import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// This file sits one level under apps/server both as source (src/) and bundled (dist/main.js),
// so these resolve the same either way.
const here = dirname(fileURLToPath(import.meta.url));

export const MIGRATIONS_DIR = resolve(here, '../drizzle');
export const WEB_DIST_DIR = resolve(here, '../../web/dist');
