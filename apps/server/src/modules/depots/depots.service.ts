import { messages } from '@depot/contract';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import * as repo from './depots.repository';

/** What access checks need to know of the caller (the auth module's session account). */
export interface DepotCaller {
  username: string;
  isSuperAdmin: boolean;
  /** The depot this account works for: its own username, or the employer's for an employee. */
  depotUsername: string;
}

/** The account id of the depot a `{username}` path names; 404 (with `notFound`) when there is none. */
export async function depotId(
  db: Db,
  username: string,
  notFound: string = messages.profile.notFound,
) {
  const id = await repo.accountIdOf(db, username);
  if (id === undefined) throw new HttpError(404, notFound);
  return id;
}

/** A user reaches their own depot (an employee: their employer's); a super admin reaches all. */
export function canAccessDepot(caller: DepotCaller, username: string): boolean {
  // Usernames are unique regardless of case, so a path may spell them in any case.
  const wanted = username.toLowerCase();
  return (
    caller.isSuperAdmin ||
    caller.username.toLowerCase() === wanted ||
    caller.depotUsername.toLowerCase() === wanted
  );
}

/** An employee works for another account's depot: their depot is not named after them. */
export const isEmployee = (caller: DepotCaller) =>
  !caller.isSuperAdmin && caller.depotUsername.toLowerCase() !== caller.username.toLowerCase();

/** Whether the caller may act on a row of the depot with this account id. */
export async function canAccessDepotId(db: Db, caller: DepotCaller, accountId: number) {
  if (caller.isSuperAdmin) return true;
  const owner = await repo.usernameOf(db, accountId);
  return owner !== undefined && canAccessDepot(caller, owner);
}

export type DepotPerson = Awaited<ReturnType<typeof repo.peopleOf>>[number];
export const depotPeople = (db: Db, accountId: number) => repo.peopleOf(db, accountId);
export const depotLocation = (db: Db, accountId: number) => repo.locationOf(db, accountId);
