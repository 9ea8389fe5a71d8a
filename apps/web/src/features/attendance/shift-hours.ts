import type { Shift } from '@depot/contract';

/** A shift's hours the Indonesian way: '06.00–14.00'. */
export const shiftHours = (s: Pick<Shift, 'start' | 'end'>) =>
  `${s.start.replace(':', '.')}–${s.end.replace(':', '.')}`;
