/**
 * The browser's position for a location form: coordinates rounded
 * to the six decimals the server keeps, or the message to show when there are none — permission
 * refused, or any other failure (no fix, a timeout, no geolocation at all).
 */
import { catalogue } from '../i18n/catalogue';

/** Said in the language shown when the lookup ends. */
export const LOCATION_MESSAGES = {
  denied: () => catalogue.t('location.denied'),
  unavailable: () => catalogue.t('location.unavailable'),
} as const;

/** GeolocationPositionError.PERMISSION_DENIED */
const PERMISSION_DENIED = 1;

export type LocationResult = { ok: true; latitude: string; longitude: string } | { ok: false; message: string };

/** Six decimals at most, without trailing zeros: 12.9715987 → "12.971599". */
const sixDecimals = (degrees: number) => String(Number(degrees.toFixed(6)));

export function currentLocation(): Promise<LocationResult> {
  return new Promise((resolve) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      resolve({ ok: false, message: LOCATION_MESSAGES.unavailable() });
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) =>
        resolve({
          ok: true,
          latitude: sixDecimals(position.coords.latitude),
          longitude: sixDecimals(position.coords.longitude),
        }),
      (error) =>
        resolve({
          ok: false,
          message: error.code === PERMISSION_DENIED ? LOCATION_MESSAGES.denied() : LOCATION_MESSAGES.unavailable(),
        }),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  });
}
