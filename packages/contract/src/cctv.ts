import { LONE_SURROGATE, SINGLE_LINE_TEXT } from './common';
import { messages } from './messages';
import { z } from './zod';

/** The depot's cameras, in the order and with the labels of the spec's CCTV page. */
export const CCTV_CAMERAS = [
  { slot: 1, label: 'CCTV 1 Area Produksi' },
  { slot: 2, label: 'CCTV 2 Penyimpanan' },
  { slot: 3, label: 'CCTV 3 Area Parkir' },
] as const;

export const CCTV_URL_MAX = 2048;

/** The kind of stream a source URL names: decided by its path, the query string may carry a token. */
export function streamKind(url: string): 'hls' | 'mp4' | undefined {
  const path = url.split(/[?#]/, 1)[0]!.toLowerCase();
  if (path.endsWith('.m3u8')) return 'hls';
  if (path.endsWith('.mp4')) return 'mp4';
  return undefined;
}

/**
 * Where a camera plays from: an http(s) URL, or a path on this site (the demo's clips). Anything a
 * browser would run or read locally (javascript:, data:, file:, blob:) or send credentials with
 * is refused, as is a URL that is neither HLS nor MP4.
 */
function isAllowedSource(url: string) {
  if (url.startsWith('/')) return !url.startsWith('//') && !url.includes('\\');
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return (
    (parsed.protocol === 'http:' || parsed.protocol === 'https:') &&
    parsed.hostname !== '' &&
    parsed.username === '' &&
    parsed.password === ''
  );
}

type AddressScope = 'local' | 'private' | 'public';

/** An IPv4 address in dotted form as one number, or undefined. */
function ipv4(host: string): number | undefined {
  const parts = host.split('.');
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255)) {
    return undefined;
  }
  return parts.reduce((n, p) => n * 256 + Number(p), 0);
}

const inRange = (ip: number, base: string, bits: number) =>
  Math.floor(ip / 2 ** (32 - bits)) === Math.floor((ipv4(base) ?? 0) / 2 ** (32 - bits));

function ipv4Scope(ip: number): AddressScope {
  // This host (0/8), loopback (127/8) and link-local (169.254/16, where clouds keep metadata).
  if (inRange(ip, '0.0.0.0', 8) || inRange(ip, '127.0.0.0', 8) || inRange(ip, '169.254.0.0', 16)) {
    return 'local';
  }
  const lan = [
    ['10.0.0.0', 8],
    ['172.16.0.0', 12],
    ['192.168.0.0', 16],
    ['100.64.0.0', 10],
  ] as const;
  return lan.some(([base, bits]) => inRange(ip, base, bits)) ? 'private' : 'public';
}

/**
 * Where a URL's host is as seen from the browser that plays it: the viewer's own machine or its
 * link (`local`), a private network such as the depot's LAN (`private`), or anywhere else. A URL
 * parser has already turned other spellings of an address (`2130706433`, `0x7f.1`) into one form.
 */
function addressScope(hostname: string): AddressScope {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return 'local';
  const v4 = ipv4(host);
  if (v4 !== undefined) return ipv4Scope(v4);
  if (!host.includes(':')) return 'public';
  // IPv6, as the URL parser writes it (compressed, lower case; a mapped IPv4 in hex).
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(host);
  if (mapped) return ipv4Scope(parseInt(mapped[1]!, 16) * 65536 + parseInt(mapped[2]!, 16));
  if (host === '::1' || host === '::' || /^fe[89ab][0-9a-f]:/.test(host)) return 'local';
  return /^f[cd][0-9a-f]{2}:/.test(host) ? 'private' : 'public';
}

const scopeOf = (url: string): AddressScope =>
  url.startsWith('/') ? 'public' : addressScope(new URL(url).hostname);

/**
 * A warning for a source saved on a private address (the depot's LAN camera gateway, a legitimate
 * use): it plays only for viewers inside that network. Call on a URL `cctvUrl` accepted.
 */
export function cctvSourceWarning(url: string): string | undefined {
  return scopeOf(url) === 'private' ? messages.cctv.privateWarning : undefined;
}

/** Why a source URL is refused, in the owner's words; undefined when it is fine. */
function sourceProblem(url: string): string | undefined {
  if (url === '') return messages.cctv.urlRequired;
  if (url.length > CCTV_URL_MAX) return messages.cctv.urlTooLong(CCTV_URL_MAX);
  if (!SINGLE_LINE_TEXT.test(url)) return messages.api.controlCharacters;
  if (LONE_SURROGATE.test(url) || /\s/.test(url) || !isAllowedSource(url)) {
    return messages.cctv.urlInvalid;
  }
  if (streamKind(url) === undefined) return messages.cctv.urlKind;
  // Every viewer's browser fetches the source: never from the viewer's own machine or link.
  if (scopeOf(url) === 'local') return messages.cctv.urlLocal;
  return undefined;
}

export const cctvUrl = z
  .string()
  .trim()
  .superRefine((url, ctx) => {
    const problem = sourceProblem(url);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** Sets one camera's source, or clears it with `url: null`. */
export const cctvUpdateRequest = z.strictObject({
  slot: z.number().int().min(1).max(CCTV_CAMERAS.length),
  url: cctvUrl.nullable(),
});
export type CctvUpdateRequest = z.input<typeof cctvUpdateRequest>;
export type CctvUpdate = z.output<typeof cctvUpdateRequest>;

export const cctvCamera = z.object({
  slot: z.number(),
  label: z.string(),
  url: z.string().nullable(),
});
export type CctvCamera = z.infer<typeof cctvCamera>;

export const cctvResponse = z.object({
  success: z.literal(true),
  data: z.array(cctvCamera),
  /** Whether the caller may set the sources: the owner or a super admin, not an employee. */
  can_edit: z.boolean(),
  message: z.string().optional(),
});
export type CctvResponse = z.infer<typeof cctvResponse>;
