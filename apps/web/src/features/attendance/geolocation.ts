import { messages } from '@depot/contract';

/** How long the phone may look for a fix before the PIN is offered instead. */
const FIX_TIMEOUT_MS = 15_000;

export type Position = { latitude: number; longitude: number };

/** Why there is no position, in words for the employee; the PIN is the way on. */
export class NoFix extends Error {}

/** The phone's position now (never a cached fix), or NoFix with the reason. */
export function currentPosition(): Promise<Position> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new NoFix(messages.attendance.noGeolocation));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
      (error) =>
        reject(
          new NoFix(
            error.code === error.PERMISSION_DENIED
              ? messages.attendance.locationDenied
              : error.code === error.TIMEOUT
                ? messages.attendance.locationTimeout
                : messages.attendance.noGeolocation,
          ),
        ),
      { enableHighAccuracy: true, timeout: FIX_TIMEOUT_MS, maximumAge: 0 },
    );
  });
}
