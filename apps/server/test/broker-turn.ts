import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Apps on one external broker hear each other's devices: each subscribes to every sensor's topic
 * (in a share group of its own), and one that does not know a sensor answers on its ack topic with
 * a refusal, which a test can take for its own server's answer. The API tier runs several files
 * at once, so the files of one run take turns on an external broker: a file holds the turn from
 * its first app on one until its last such app is closed. The turn is a directory named after the
 * vitest process that started the workers; a holder that died without giving it back loses it.
 */
const turn = join(tmpdir(), `depot-broker-turn-${process.ppid}`);
/** Apps of this file holding the turn, and the taking of it they share. */
let held = 0;
let taking: Promise<void> | undefined;

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** The pid holding the turn; 0 while it is being taken or given back. */
function holderOf(): number {
  try {
    return Number(readFileSync(join(turn, 'pid'), 'utf8'));
  } catch {
    return 0;
  }
}

function tryTake(): boolean {
  try {
    mkdirSync(turn);
  } catch {
    const holder = holderOf();
    if (holder && !alive(holder)) rmSync(turn, { recursive: true, force: true });
    return false;
  }
  writeFileSync(join(turn, 'pid'), String(process.pid));
  return true;
}

/** Waits for this file's turn on the external broker; resolves with the function giving it back. */
export async function brokerTurn(): Promise<() => void> {
  held += 1;
  taking ??= (async () => {
    while (!tryTake()) await sleep(50);
  })();
  await taking;
  return () => {
    held -= 1;
    if (held > 0) return;
    taking = undefined;
    rmSync(turn, { recursive: true, force: true });
  };
}
