/** How long the phone may look for a fix. */
const FIX_TIMEOUT_MS = 15_000;

export type Position = { latitude: number; longitude: number };

/** Why there is no position, in words for the person holding the phone. */
export class NoFix extends Error {}

/** What each screen tells its user when there is no fix: what to do instead differs. */
export interface NoFixReasons {
  unavailable: string;
  denied: string;
  timeout: string;
}

/** The phone's position now (never a cached fix), or NoFix with the screen's reason. */
export function currentPosition(reasons: NoFixReasons): Promise<Position> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new NoFix(reasons.unavailable));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
      (error) =>
        reject(
          new NoFix(
            error.code === error.PERMISSION_DENIED
              ? reasons.denied
              : error.code === error.TIMEOUT
                ? reasons.timeout
                : reasons.unavailable,
          ),
        ),
      { enableHighAccuracy: true, timeout: FIX_TIMEOUT_MS, maximumAge: 0 },
    );
  });
}
