/**
 * A worker that makes the home's first Intl formatters once, off the main thread. The first
 * formatter of a page loads the locale's number and date data, a task of ~50-100 ms each on a
 * mid-range phone; that data is kept for the whole renderer process, so the main thread's own
 * formatters (@depot/contract format.ts) are then made in a millisecond instead of blocking
 * the first render of the figures.
 */
new Intl.NumberFormat('id-ID', { maximumFractionDigits: 2 }).format(1234.5);
new Intl.DateTimeFormat('id-ID', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Jakarta',
}).format(0);
new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(0);
self.close();
