/**
 * The bad-input corpus: what careless devices and attackers send. Every value here is applied to
 * every route's path parameters, query and body, and to every device payload field, by
 * test/api/bad-input-corpus.test.ts. None may ever produce a 5xx.
 */

const deep = (depth: number, open: string, close: string, inner = '1') =>
  open.repeat(depth) + inner + close.repeat(depth);

/** Path segments and query values, sent URL-encoded (or raw where the encoding is the attack). */
export const PATH_VALUES: { name: string; raw: string }[] = [
  { name: 'NUL', raw: '%00' },
  { name: 'NUL inside', raw: 'depot%001' },
  { name: 'control characters', raw: '%01%1F%7F' },
  { name: 'space', raw: '%20' },
  { name: 'encoded slash', raw: '..%2F..%2Fetc%2Fpasswd' },
  { name: 'SQL', raw: encodeURIComponent("x' or '1'='1") },
  { name: 'long', raw: 'a'.repeat(5000) },
  { name: 'lone surrogate (invalid UTF-8)', raw: '%ED%A0%80' },
  { name: 'broken percent escape', raw: '%E0%A4%A' },
  { name: 'emoji', raw: encodeURIComponent('🚰💧') },
  { name: 'negative', raw: '-1' },
  { name: 'zero', raw: '0' },
  { name: 'over int4', raw: '2147483648' },
  { name: 'over safe integer', raw: '9007199254740993' },
  { name: 'fraction', raw: '1.5' },
  { name: 'exponent', raw: '1e309' },
  { name: 'tiny', raw: '1e-320' },
  { name: 'NaN', raw: 'NaN' },
  { name: '__proto__', raw: '__proto__' },
  { name: 'constructor', raw: 'constructor' },
];

/** Query strings added to every GET route. */
export const QUERY_VALUES: string[] = [
  'month=0000-01',
  'month=0050-01',
  'month=10000-01',
  'month=2026-13',
  'month=2026-00',
  'month=%00',
  'month=2026-01%00',
  'month[]=2026-01',
  'month=2026-01&month=2026-02',
  '__proto__[isSuperAdmin]=true',
  'constructor[prototype][x]=1',
  '_t=' + 'x'.repeat(5000),
  '_limit=1e309&_offset=-1',
  'start_date=2024-03-05&end_date=2024-03-05&tracker=%00',
  'start_date=2024-03-05&end_date=2024-03-05&tracker=' + 'x'.repeat(5000),
  'start_date=2024-03-05&end_date=2024-03-05&tracker=__proto__',
  'start_date=0000-01-01&end_date=9999-12-31',
  'start_date=2000-01-01&end_date=2000-12-31',
  'start_date[]=2024-03-05&end_date=2024-03-05',
  'start_date=2024-03-05&start_date=2024-03-06&end_date=2024-03-06',
  'start_date=2024-03-05%00&end_date=2024-03-05',
];

/** Whole request bodies as raw text (sent as application/json unless stated). */
export const RAW_BODIES: { name: string; body: string; type?: string }[] = [
  { name: 'null', body: 'null' },
  { name: 'true', body: 'true' },
  { name: 'number', body: '0' },
  { name: 'tiny number', body: '1e-320' },
  { name: 'huge number', body: '1e309' },
  { name: 'string', body: '"x"' },
  { name: 'empty array', body: '[]' },
  { name: 'empty object', body: '{}' },
  { name: 'invalid JSON', body: '{"a":' },
  { name: 'trailing comma', body: '{"a":1,}' },
  { name: 'NUL outside strings', body: '{"a":\u00001}' },
  { name: 'deep arrays', body: deep(20_000, '[', ']') },
  { name: 'deep objects', body: deep(5_000, '{"a":', '}') },
  { name: '__proto__', body: '{"__proto__":{"isSuperAdmin":true,"is_super_admin":true}}' },
  { name: 'constructor.prototype', body: '{"constructor":{"prototype":{"isSuperAdmin":true}}}' },
  { name: 'oversized', body: JSON.stringify({ a: 'x'.repeat(2 * 1024 * 1024) }) },
  { name: 'text/plain', body: 'hello', type: 'text/plain' },
  { name: 'form', body: 'username=a&password=b', type: 'application/x-www-form-urlencoded' },
  { name: 'xml', body: '<a/>', type: 'application/xml' },
  { name: 'latin-1 bytes', body: '{"a":"\xff\xfe"}', type: 'application/json; charset=latin1' },
];

/** Values put in each field of a well-formed body, one at a time. */
export const FIELD_VALUES: { name: string; value: unknown }[] = [
  { name: 'NUL', value: '\u0000' },
  { name: 'NUL inside', value: 'depot\u0000satu' },
  { name: 'control characters', value: '\u0001\u0008\u001b[31m\u007f' },
  { name: 'long string', value: 'x'.repeat(100_000) },
  { name: 'lone surrogate', value: '\ud800' },
  { name: 'year 0', value: '0000-01-01T00:00:00Z' },
  { name: 'year 10000', value: '+010000-01-01T00:00:00Z' },
  { name: 'null', value: null },
  { name: 'true', value: true },
  { name: 'array', value: [1, 2] },
  { name: 'object', value: { $gt: '' } },
  { name: 'tiny', value: 1e-320 },
  { name: 'huge', value: 1e308 },
  { name: 'negative huge', value: -1e308 },
  { name: 'over int8', value: 2 ** 64 },
  { name: 'negative', value: -1 },
  { name: 'fraction', value: 0.5 },
];

/** Device timestamps: none of these may reach the database as a time it cannot hold. */
export const TS_VALUES: unknown[] = [
  '0000-01-01T00:00:00Z',
  '0001-01-01T00:00:00+01:00',
  '+010000-01-01T00:00:00Z',
  '10000-01-01T00:00:00Z',
  '1999-12-31T23:59:59Z',
  '2026-02-30T00:00:00Z',
  '2026-01-01T24:00:00Z',
  '2026-01-01T00:00:00+25:00',
  '2026-01-01',
  'now',
  '\u0000',
  1_700_000_000,
  -1,
  1e-320,
  1e308,
  8.64e15 + 1,
  Number.MAX_SAFE_INTEGER,
];

/** Whole MQTT payloads from an authenticated device. */
export const MQTT_PAYLOADS: { name: string; payload: Buffer }[] = [
  { name: 'empty', payload: Buffer.alloc(0) },
  { name: 'binary', payload: Buffer.from([0, 1, 2, 255, 254, 0]) },
  { name: 'invalid UTF-8', payload: Buffer.from([0x7b, 0xc3, 0x28, 0x7d]) },
  ...RAW_BODIES.filter((b) => !b.type && b.name !== 'oversized').map((b) => ({
    name: b.name,
    payload: Buffer.from(b.body),
  })),
];
