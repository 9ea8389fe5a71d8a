import type { ServerEvent } from '@depot/contract';

/** One open stream, as the hub sees it. */
export type EventSink = (event: ServerEvent) => void;

/** How many streams one account may hold open in one server process (tabs, phones). */
export const MAX_STREAMS_PER_ACCOUNT = 10;

/**
 * The streams open in this process, by the depot they watch, and the count of each signed-in
 * account's streams. Delivery is synchronous and never throws: a sink writes to its socket.
 */
export class EventHub {
  private readonly byDepot = new Map<number, Set<EventSink>>();
  private readonly all = new Set<EventSink>();
  private readonly perCaller = new Map<number, number>();

  constructor(private readonly maxPerCaller = MAX_STREAMS_PER_ACCOUNT) {}

  /**
   * Registers the stream of `callerId` watching `depotId` (null: no depot). Returns how to
   * unregister it, or undefined when the caller already holds the most streams allowed.
   */
  open(callerId: number, depotId: number | null, sink: EventSink): (() => void) | undefined {
    const held = this.perCaller.get(callerId) ?? 0;
    if (held >= this.maxPerCaller) return undefined;
    this.perCaller.set(callerId, held + 1);
    this.all.add(sink);
    if (depotId !== null) {
      const set = this.byDepot.get(depotId) ?? new Set();
      set.add(sink);
      this.byDepot.set(depotId, set);
    }
    let open = true;
    return () => {
      if (!open) return;
      open = false;
      this.all.delete(sink);
      const left = (this.perCaller.get(callerId) ?? 1) - 1;
      if (left > 0) this.perCaller.set(callerId, left);
      else this.perCaller.delete(callerId);
      if (depotId === null) return;
      const set = this.byDepot.get(depotId);
      set?.delete(sink);
      if (set?.size === 0) this.byDepot.delete(depotId);
    };
  }

  /** To every stream watching this depot. */
  deliver(depotId: number, event: ServerEvent) {
    for (const sink of this.byDepot.get(depotId) ?? []) sink(event);
  }

  /** To every stream of this process. */
  deliverAll(event: ServerEvent) {
    for (const sink of this.all) sink(event);
  }

  get size() {
    return this.all.size;
  }
}
