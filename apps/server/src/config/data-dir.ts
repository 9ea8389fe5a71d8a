import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SettingsError } from './env';

/** Anyone on the machine may write: 'others' have the write bit. */
const worldWritable = (mode: number) => (mode & 0o002) !== 0;

/**
 * DATA_DIR before anything is written to it: created as 700 when missing, tightened to 700 when
 * present. A world-writable one is refused: anyone on the machine could have swapped the JWT
 * secret or the database files already, so the start stops and says how to fix it.
 */
export function prepareDataDir(dataDir: string) {
  const dir = resolve(dataDir);
  for (const path of [dir, join(dir, 'pg')]) {
    let mode: number;
    try {
      mode = lstatSync(path).mode;
    } catch {
      continue;
    }
    if (worldWritable(mode)) {
      throw new SettingsError(
        `Invalid setting(s), fix and start again:\n  DATA_DIR=${JSON.stringify(dataDir)}: ${path} is writable by every user on this machine (mode ${(mode & 0o777).toString(8)}); check its files, then run chmod -R go-rwx ${JSON.stringify(dir)}`,
      );
    }
  }
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
}

/**
 * Every directory under `dir` (and itself) 700, every file 600. PGlite creates its files with
 * mode 666 whatever the umask, so this runs after it writes; symbolic links are left alone.
 */
export function restrictDataFiles(dir: string) {
  const walk = (path: string) => {
    const stat = lstatSync(path, { throwIfNoEntry: false });
    if (!stat || stat.isSymbolicLink()) return;
    if (stat.isDirectory()) {
      if ((stat.mode & 0o777) !== 0o700) chmodSync(path, 0o700);
      for (const name of readdirSync(path)) walk(join(path, name));
    } else if ((stat.mode & 0o777) !== 0o600) {
      chmodSync(path, 0o600);
    }
  };
  walk(resolve(dir));
}
