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

/** Why a source URL is refused, in the owner's words; undefined when it is fine. */
function sourceProblem(url: string): string | undefined {
  if (url === '') return messages.cctv.urlRequired;
  if (url.length > CCTV_URL_MAX) return messages.cctv.urlTooLong(CCTV_URL_MAX);
  if (!SINGLE_LINE_TEXT.test(url)) return messages.api.controlCharacters;
  if (LONE_SURROGATE.test(url) || /\s/.test(url) || !isAllowedSource(url)) {
    return messages.cctv.urlInvalid;
  }
  if (streamKind(url) === undefined) return messages.cctv.urlKind;
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
