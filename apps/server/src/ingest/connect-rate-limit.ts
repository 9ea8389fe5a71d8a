/**
 * Counts the connections an address opens in fixed windows, so one address cannot make the broker
 * evaluate login after login. A connection that logs in is given back: a fleet of devices behind
 * one address may (re)connect at once; guesses and floods of unauthenticated sockets may not.
 */
export class ConnectRateLimit {
  private readonly windows = new Map<string, { count: number; ends: number }>();
  private nextSweep = 0;

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts a new connection; false when its address has used up the current window. */
  take(address: string): boolean {
    const now = this.now();
    this.sweep(now);
    let window = this.windows.get(address);
    if (!window || window.ends <= now) {
      window = { count: 0, ends: now + this.windowMs };
      this.windows.set(address, window);
    }
    if (window.count >= this.max) return false;
    window.count += 1;
    return true;
  }

  /** A connection from this address logged in: it no longer counts against it. */
  giveBack(address: string) {
    const window = this.windows.get(address);
    if (window && window.count > 0) window.count -= 1;
  }

  /** Forgets ended windows once per window, so many one-off addresses do not pile up. */
  private sweep(now: number) {
    if (now < this.nextSweep) return;
    this.nextSweep = now + this.windowMs;
    for (const [address, window] of this.windows)
      if (window.ends <= now) this.windows.delete(address);
  }
}
