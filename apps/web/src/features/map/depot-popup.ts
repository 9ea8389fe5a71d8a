import type { PublicDepot } from '@depot/contract';
import { formatArea, formatRating, telHref } from '../../lib/depots';
import classes from './map.module.css';

/** A DOM element with text content only: depot data never becomes HTML. */
function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string | undefined,
  text?: string,
) {
  const node = document.createElement(tag);
  node.className = className ?? '';
  if (text !== undefined) node.textContent = text;
  return node;
}

/** A visitor's popup: name, address, area, phone, hours and rating. */
export function popupContent(depot: PublicDepot) {
  const root = el('div', classes.popup);
  root.append(el('strong', classes.popupName, depot.nama), el('span', undefined, depot.alamat));
  const area = formatArea(depot);
  if (area) root.append(el('span', classes.popupMuted, area));
  if (depot.telepon) {
    const phone = el('a', undefined, depot.telepon);
    phone.href = telHref(depot.telepon);
    const line = el('span', undefined, 'Telepon: ');
    line.append(phone);
    root.append(line);
  }
  if (depot.jam_buka) root.append(el('span', undefined, `Jam buka: ${depot.jam_buka}`));
  root.append(el('span', classes.popupRating, formatRating(depot)));
  return root;
}
