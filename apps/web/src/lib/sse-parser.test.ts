import { describe, expect, it } from 'vitest';
import { createSseParser } from './sse-parser';

const parse = (chunks: string[]) => {
  const out: string[] = [];
  const push = createSseParser((data) => out.push(data));
  for (const chunk of chunks) push(chunk);
  return out;
};

describe('createSseParser', () => {
  it('gives the data of each event and skips comments', () => {
    expect(parse([': connected\n\ndata: {"a":1}\n\n: ping\n\ndata: {"b":2}\n\n'])).toEqual([
      '{"a":1}',
      '{"b":2}',
    ]);
  });

  it('joins an event split across chunks anywhere, also inside a CRLF', () => {
    const text = 'data: {"type":"tank"}\r\n\r\ndata: {"type":"sale"}\r\n\r\n';
    for (let cut = 1; cut < text.length; cut++) {
      expect(parse([text.slice(0, cut), text.slice(cut)])).toEqual([
        '{"type":"tank"}',
        '{"type":"sale"}',
      ]);
    }
  });

  it('joins several data lines with newlines and ignores other fields', () => {
    expect(parse(['event: x\nid: 7\ndata:one\ndata: two\nretry: 10\n\n'])).toEqual(['one\ntwo']);
  });

  it('keeps an unfinished event until its blank line', () => {
    expect(parse(['data: {"a":1}\n'])).toEqual([]);
  });
});
