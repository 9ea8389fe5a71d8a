import type { LatLon } from './geo';

/**
 * The streets around the demo depot that the simulated delivery motorbikes ride.
 *
 * Drawn by hand: no map data could be downloaded where this was written. It imitates the pattern
 * of the neighbourhoods around the tracker map's centre (-6.366, 106.88, Cimanggis, Depok): a
 * main road running north–south, three feeder roads across it (the depot sits on the middle
 * one), two smaller north–south roads, a housing estate with a grid of short streets behind one
 * gate, and narrow winding kampung lanes (gang), some of them dead ends. The shapes are
 * plausible, not surveyed, and the names are descriptions, not real street names. Polylines meet
 * where they share a vertex exactly (the road graph joins them there and nowhere else).
 */

/** How fast a motorbike rides a street, km/h (before corners and stops). */
export const STREET_SPEEDS_KMH = {
  main: [26, 38],
  collector: [22, 35],
  local: [18, 28],
  lane: [15, 22],
} as const;
export type StreetKind = keyof typeof STREET_SPEEDS_KMH;

export interface Street {
  name: string;
  kind: StreetKind;
  points: LatLon[];
}

/** The demo depot ('Lokasi Depot'): on the feeder road east of the main road. */
export const DEPOT_LOCATION: LatLon = [-6.3661, 106.8801];

/**
 * The demo geofence around the usual delivery area. A few outlying lanes and road ends lie
 * outside it, so now and then a delivery there leaves the fence and comes back.
 */
export const DELIVERY_AREA: LatLon[] = [
  [-6.35868, 106.87377],
  [-6.3585, 106.88236],
  [-6.35995, 106.88796],
  [-6.37261, 106.88823],
  [-6.37333, 106.88417],
  [-6.37297, 106.87829],
  [-6.37198, 106.87377],
  [-6.3661, 106.87215],
];

// prettier-ignore
export const STREETS: Street[] = [
  { name: 'Jalan raya (arteri utara–selatan)', kind: 'main', points: [
    [-6.3557, 106.87721], [-6.35742, 106.87748], [-6.35923, 106.8777], [-6.36031, 106.87793],
    [-6.36176, 106.87816], [-6.36312, 106.87834], [-6.36465, 106.87856], [-6.36615, 106.87874],
    [-6.36908, 106.87902], [-6.37116, 106.87929], [-6.3727, 106.87947], [-6.37424, 106.87974],
    [-6.37587, 106.88001], [-6.3774, 106.88028],
  ] },
  { name: 'Jalan depot (timur–barat)', kind: 'collector', points: [
    [-6.36547, 106.87016], [-6.36556, 106.87169], [-6.36569, 106.87323], [-6.36583, 106.87504],
    [-6.3659, 106.87612], [-6.36601, 106.87712], [-6.36615, 106.87874], [-6.3661, 106.8801],
    [-6.36619, 106.88155], [-6.36642, 106.88308], [-6.36664, 106.88417], [-6.36682, 106.88516],
    [-6.36696, 106.88697], [-6.36682, 106.88805], [-6.36664, 106.88914],
  ] },
  { name: 'Jalan utara (timur–barat)', kind: 'collector', points: [
    [-6.35977, 106.87061], [-6.35995, 106.87269], [-6.36013, 106.87477], [-6.36018, 106.8763],
    [-6.36031, 106.87793], [-6.36045, 106.87902], [-6.36058, 106.8801], [-6.36076, 106.88146],
    [-6.3609, 106.88281], [-6.36099, 106.8848], [-6.36104, 106.88661], [-6.36076, 106.88914],
  ] },
  { name: 'Jalan selatan (timur–barat)', kind: 'collector', points: [
    [-6.3708, 106.87124], [-6.37094, 106.87305], [-6.37098, 106.87486], [-6.37112, 106.87712],
    [-6.37116, 106.87929], [-6.3713, 106.88037], [-6.37144, 106.88146], [-6.37153, 106.88317],
    [-6.37171, 106.88498], [-6.37189, 106.88715], [-6.37175, 106.88823], [-6.37162, 106.88932],
  ] },
  { name: 'Jalan barat (utara–selatan)', kind: 'local', points: [
    [-6.36013, 106.87477], [-6.36203, 106.87459], [-6.36384, 106.87495], [-6.36583, 106.87504],
    [-6.36791, 106.87468], [-6.36954, 106.87504], [-6.37098, 106.87486],
  ] },
  { name: 'Jalan timur (utara–selatan)', kind: 'local', points: [
    [-6.36104, 106.88661], [-6.36221, 106.88683], [-6.36339, 106.88697], [-6.3652, 106.88706],
    [-6.36696, 106.88697], [-6.36809, 106.88733], [-6.36927, 106.88724], [-6.37189, 106.88715],
  ] },
  { name: 'Perumahan: jalan masuk', kind: 'local', points: [
    [-6.36642, 106.88308], [-6.36773, 106.88313], [-6.36908, 106.88317], [-6.37035, 106.88322],
    [-6.37153, 106.88317],
  ] },
  { name: 'Perumahan: blok A', kind: 'local', points: [
    [-6.36773, 106.88313], [-6.36775, 106.88417], [-6.36776, 106.88516], [-6.36778, 106.88607],
  ] },
  { name: 'Perumahan: blok B', kind: 'local', points: [
    [-6.36908, 106.88317], [-6.3691, 106.88417], [-6.36912, 106.88516], [-6.36914, 106.88611],
  ] },
  { name: 'Perumahan: blok C', kind: 'local', points: [
    [-6.37035, 106.88322], [-6.37037, 106.88417], [-6.37039, 106.88516], [-6.3704, 106.88611],
  ] },
  { name: 'Perumahan: jalan tengah', kind: 'local', points: [
    [-6.36775, 106.88417], [-6.3691, 106.88417], [-6.37037, 106.88417],
  ] },
  { name: 'Perumahan: jalan timur', kind: 'local', points: [
    [-6.36776, 106.88516], [-6.36912, 106.88516], [-6.37039, 106.88516],
  ] },
  { name: 'Gang 1', kind: 'lane', points: [
    [-6.36619, 106.88155], [-6.36501, 106.88164], [-6.36393, 106.88146], [-6.36293, 106.88182],
    [-6.36185, 106.88227], [-6.3609, 106.88281],
  ] },
  { name: 'Gang 2', kind: 'lane', points: [
    [-6.36601, 106.87712], [-6.36474, 106.87703], [-6.36375, 106.87739], [-6.36266, 106.87685],
  ] },
  { name: 'Gang 3', kind: 'lane', points: [
    [-6.36312, 106.87834], [-6.36298, 106.87902], [-6.36303, 106.87956], [-6.36339, 106.88046],
    [-6.36393, 106.88146],
  ] },
  { name: 'Gang 4', kind: 'lane', points: [
    [-6.36058, 106.8801], [-6.36158, 106.88028], [-6.3623, 106.87983], [-6.36303, 106.87956],
  ] },
  { name: 'Gang 5', kind: 'lane', points: [
    [-6.36569, 106.87323], [-6.36719, 106.87305], [-6.36845, 106.87341], [-6.36954, 106.87287],
  ] },
  { name: 'Gang 6', kind: 'lane', points: [
    [-6.36908, 106.87902], [-6.36899, 106.87775], [-6.36863, 106.87667], [-6.36881, 106.87594],
    [-6.36954, 106.87504],
  ] },
  { name: 'Gang 7', kind: 'lane', points: [
    [-6.37144, 106.88146], [-6.37017, 106.88164], [-6.36881, 106.88137], [-6.36755, 106.88182],
    [-6.36619, 106.88155],
  ] },
  { name: 'Gang 8', kind: 'lane', points: [
    [-6.37112, 106.87712], [-6.37261, 106.8773], [-6.37379, 106.87685], [-6.37496, 106.87739],
  ] },
  { name: 'Gang 9', kind: 'lane', points: [
    [-6.37424, 106.87974], [-6.37406, 106.88118], [-6.37451, 106.88245], [-6.37424, 106.88372],
    [-6.37315, 106.88444], [-6.37171, 106.88498],
  ] },
  { name: 'Gang 10', kind: 'lane', points: [
    [-6.36339, 106.88697], [-6.36321, 106.88552], [-6.36357, 106.88444], [-6.36312, 106.88335],
  ] },
  { name: 'Gang 11', kind: 'lane', points: [
    [-6.36018, 106.8763], [-6.35887, 106.87612], [-6.35751, 106.87648], [-6.35633, 106.87594],
  ] },
  { name: 'Gang 12', kind: 'lane', points: [
    [-6.36058, 106.8801], [-6.35923, 106.88037], [-6.35796, 106.87992], [-6.3566, 106.88046],
  ] },
];
