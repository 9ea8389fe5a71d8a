/**
 * Reads a `text/event-stream` as it arrives in chunks of any size: calls `onData` with the data
 * of each complete event (several `data:` lines joined by newlines). Comments (heartbeats),
 * event names and ids are skipped: our stream carries its type inside the JSON.
 */
export function createSseParser(onData: (data: string) => void) {
  let buffer = '';
  let data: string[] = [];
  const line = (text: string) => {
    if (text === '') {
      if (data.length) onData(data.join('\n'));
      data = [];
    } else if (text.startsWith('data:')) {
      const value = text.slice(5);
      data.push(value.startsWith(' ') ? value.slice(1) : value);
    }
  };
  return (chunk: string) => {
    buffer += chunk;
    let end: number;
    while ((end = buffer.search(/\r\n|\r|\n/)) >= 0) {
      // A lone '\r' at the very end may be the first half of '\r\n': wait for the next chunk.
      if (buffer[end] === '\r' && end === buffer.length - 1) break;
      line(buffer.slice(0, end));
      buffer = buffer.slice(end + (buffer.startsWith('\r\n', end) ? 2 : 1));
    }
  };
}
