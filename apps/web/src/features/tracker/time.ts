import {
  formatTime,
  JAKARTA_TIME_ZONE as ZONE,
  jakartaDay as calendarDay,
  messages,
} from '@depot/contract';

const clock = new Intl.DateTimeFormat('id-ID', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  timeZone: ZONE,
});
const dayClock = new Intl.DateTimeFormat('id-ID', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: ZONE,
});

const seenAt = new Intl.DateTimeFormat('id-ID', {
  dateStyle: 'medium',
  timeStyle: 'medium',
  timeZone: ZONE,
});

/** When a bike was last heard of, to the second: '2 Mar 2026, 09.15.30 WIB'. */
export const formatSeenAt = (at: string) => `${seenAt.format(new Date(at))} WIB`;

/** The Asia/Jakarta calendar day of a moment, as a date input holds it: 2026-03-02. */
export const jakartaDay = (at: Date | string = new Date()) => calendarDay(new Date(at));

/** A time of day in Asia/Jakarta: '09.15.30'. */
export const formatClock = (at: string) => clock.format(new Date(at));

/** A time of day to the minute, with the date when a range spans several days. */
export const timeLabel = (at: string, withDay: boolean) =>
  withDay ? dayClock.format(new Date(at)) : formatTime(at);

const wholeSeconds = (n: number) => Math.max(0, Math.round(Number.isFinite(n) ? n : 0));

/** Seconds as the spec shows a duration: '1 jam 5 menit 3 detik'. */
export function formatDuration(totalSeconds: number): string {
  const s = wholeSeconds(totalSeconds);
  return messages.tracker.durationParts(Math.floor(s / 3600), Math.floor((s % 3600) / 60), s % 60);
}

/** A trip's length for a narrow column, leading zero units left out: '3 mnt 20 dtk'. */
export function formatShortDuration(totalSeconds: number): string {
  const s = wholeSeconds(totalSeconds);
  const [h, m] = [Math.floor(s / 3600), Math.floor((s % 3600) / 60)];
  if (h) return messages.tracker.shortHours(h, m);
  return m ? messages.tracker.shortMinutes(m, s % 60) : messages.tracker.shortSeconds(s);
}
