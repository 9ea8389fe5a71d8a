import type { Db } from '../db/client';
import * as repo from './alert.repository';

type Notice = { kind: string; message: string };

const keyOf = (accountId: number, kind: string, subject: string) =>
  `${accountId}|${kind}|${subject}`;

/**
 * Raised conditions live in the database (alert_state), so a restart neither repeats nor forgets
 * them, and a condition raised by one server process is not raised again by another. This keeps
 * a copy, so a reading that changes nothing costs no write.
 */
export class AlertState {
  private active = new Set<string>();

  constructor(
    private readonly db: Db,
    private readonly onNotified: (accountId: number, kind: string) => void = () => {},
  ) {}

  /** Picks up conditions raised or cleared by other server processes. */
  async reload() {
    const rows = await repo.activeAlerts(this.db);
    this.active = new Set(rows.map((r) => keyOf(r.account_id, r.kind, r.subject)));
  }

  /**
   * Brings the conditions of one subject to `wanted` (kind → raised). Those newly raised get one
   * notification between them. Clearing is silent unless `restored` is given: then the clearing
   * that leaves the subject with no condition raised adds that notice.
   */
  async apply(
    accountId: number,
    subject: string,
    wanted: Map<string, boolean>,
    notification: (raised: string[]) => Notice,
    restored?: () => Notice,
  ) {
    const raise: string[] = [];
    const clear: string[] = [];
    for (const [kind, on] of wanted) {
      if (on !== this.active.has(keyOf(accountId, kind, subject))) (on ? raise : clear).push(kind);
    }
    if (clear.length) {
      for (const kind of clear) this.active.delete(keyOf(accountId, kind, subject));
      const allClear = ![...this.active].some(
        (key) => key.startsWith(`${accountId}|`) && key.endsWith(`|${subject}`),
      );
      await repo.clear(
        this.db,
        { accountId, subject, kinds: clear },
        allClear && !raise.length ? restored?.() : undefined,
      );
    }
    if (raise.length) {
      const added = notification(raise);
      const notified = await repo.raise(this.db, { accountId, subject, kinds: raise }, added);
      for (const kind of raise) this.active.add(keyOf(accountId, kind, subject));
      if (notified) this.onNotified(accountId, added.kind);
    }
  }
}
