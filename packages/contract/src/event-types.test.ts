import { describe, expect, it } from 'vitest';
import { SERVER_EVENT_TYPES } from './event-types';
import { serverEvent } from './events';

describe('SERVER_EVENT_TYPES', () => {
  it('names exactly the kinds of the serverEvent schema', () => {
    const kinds = serverEvent.options.map((option) => option.shape.type.value);
    expect([...SERVER_EVENT_TYPES].sort()).toEqual(kinds.sort());
  });
});
