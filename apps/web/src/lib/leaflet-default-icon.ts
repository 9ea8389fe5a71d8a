import L from 'leaflet';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';

/**
 * Leaflet finds its default marker images from leaflet.css's url(images/marker-icon.png); once
 * Vite bundles the CSS under a hashed name that lookup fails and every default marker asks for
 * `marker-icon.png` and `marker-shadow.png` beside the page (404). The bundled images instead,
 * with no path to detect.
 */
L.Icon.Default.imagePath = '';
L.Icon.Default.mergeOptions({ iconUrl, iconRetinaUrl, shadowUrl });
