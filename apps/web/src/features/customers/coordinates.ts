const coordinate = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 6 });

/** 'Lat -6,2 · Lon 106,8', as the depot's own location is shown in its profile. */
export const formatCoordinates = (latitude: number, longitude: number) =>
  `Lat ${coordinate.format(latitude)} · Lon ${coordinate.format(longitude)}`;

/** The place on OpenStreetMap, for the courier. */
export const mapLink = (latitude: number, longitude: number) =>
  `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=18/${latitude}/${longitude}`;
