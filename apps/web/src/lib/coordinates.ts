const coordinate = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 6 });

/** One latitude or longitude the id-ID way, to six decimals: '-6,2001'. */
export const formatCoordinate = (n: number) => coordinate.format(n);

/** 'Lat -6,2 · Lon 106,8': a picked place (the depot's, a customer's). */
export const formatCoordinates = (latitude: number, longitude: number) =>
  `Lat ${formatCoordinate(latitude)} · Lon ${formatCoordinate(longitude)}`;

/** The place on OpenStreetMap, for the courier. */
export const mapLink = (latitude: number, longitude: number) =>
  `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=18/${latitude}/${longitude}`;
