import { z } from './zod';

/**
 * The OsmAnd protocol as the OpenAPI page describes it (docs/trackers.md has the whole story).
 * `/api/osmand` validates leniently on purpose (any query, any body: a tracker must never get a
 * validation error it would resend for ever) and reads these fields itself; these schemas only
 * say what a tracker may send. Every value travels as text; unknown parameters are accepted.
 */
const text = (description: string) => z.string().optional().describe(description);

export const osmandParams = z.looseObject({
  id: text("The tracker's key (Traccar Client: the device identifier)."),
  deviceid: text('The tracker key, as some hardware trackers name it.'),
  lat: text('Latitude in degrees (WGS 84).'),
  lon: text('Longitude in degrees (WGS 84).'),
  location: text('`lat,lon` in one parameter, instead of `lat` and `lon`.'),
  timestamp: text(
    'When the fix was taken: Unix seconds, milliseconds, ISO-8601 or `yyyy-MM-dd HH:mm:ss` (UTC).',
  ),
  speed: text('Speed in knots.'),
  bearing: text('Direction of travel in degrees from north.'),
  heading: text('Direction of travel, as some trackers name `bearing`.'),
  altitude: text('Altitude in metres.'),
  accuracy: text('Horizontal accuracy in metres.'),
  batt: text('Battery level in percent.'),
  valid: text('`false` when the tracker has no GPS fix.'),
  alarm: text('An alarm raised on the tracker, e.g. `sos`.'),
});

const number = (description: string) => z.number().optional().describe(description);

/** Traccar Client's JSON body (the background-geolocation format). */
export const traccarClientFix = z.looseObject({
  device_id: z.string().optional().describe("The tracker's key (the device identifier)."),
  location: z
    .looseObject({
      timestamp: z.string().optional().describe('When the fix was taken, ISO-8601.'),
      coords: z
        .looseObject({
          latitude: number('Latitude in degrees.'),
          longitude: number('Longitude in degrees.'),
          speed: number('Speed in m/s; negative when unknown.'),
          heading: number('Direction of travel in degrees; negative when unknown.'),
          accuracy: number('Horizontal accuracy in metres.'),
          altitude: number('Altitude in metres.'),
        })
        .optional(),
      battery: z
        .looseObject({
          level: number('Battery level from 0 to 1; negative when unknown.'),
          is_charging: z.boolean().optional(),
        })
        .optional(),
    })
    .optional(),
});
