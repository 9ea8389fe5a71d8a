import { accountId } from './fixtures';
import { DEMO, type TestContext } from './helpers';
import { newDepot } from './telemetry';

/** Depots A and B of their own, both owners logged in: a caller and the depot it must not see. */
export async function twoDepots(t: TestContext) {
  const a = await newDepot(t);
  const b = await newDepot(t);
  return {
    a,
    b,
    ownerA: await t.authAs(a.username, a.password),
    ownerB: await t.authAs(b.username, b.password),
  };
}
export type TwoDepots = Awaited<ReturnType<typeof twoDepots>>;

/** The demo depot's owner logged in, and the demo depot's account id. */
export async function demoOwner(t: TestContext) {
  return {
    owner: await t.authAs(DEMO.owner.username, DEMO.owner.password),
    depot1Id: await accountId(t.db, DEMO.owner.username),
  };
}
export type DemoOwner = Awaited<ReturnType<typeof demoOwner>>;
