import type { Database } from '../db/client';
import { writeBatch, type Reading } from '../ingest';

/** Seeded history goes through the live batch writer, `chunk` readings per transaction. */
export class HistoryWriter {
  private pending: Reading[] = [];
  /** Readings written so far. */
  written = 0;

  constructor(
    private readonly database: Database,
    private readonly now: number,
    private readonly chunk: number,
  ) {}

  async add(reading: Reading) {
    this.pending.push(reading);
    if (this.pending.length >= this.chunk) await this.flush();
  }

  async flush() {
    const batch = this.pending;
    this.pending = [];
    await this.database.rawTransaction((query) => writeBatch(query, batch, [], new Date(this.now)));
    this.written += batch.length;
  }
}
