import L from 'leaflet';

/** The highest zoom every map allows; set on the map too (clustering needs it before tiles). */
export const MAX_ZOOM = 19;

/** The base map from the server's tile template, with OpenStreetMap's attribution. */
export const tileLayer = (url: string) =>
  L.tileLayer(url, {
    maxZoom: MAX_ZOOM,
    attribution: '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
    // The site sends no Referer (helmet's default); OpenStreetMap's tile policy asks for one.
    referrerPolicy: 'strict-origin-when-cross-origin',
  });
