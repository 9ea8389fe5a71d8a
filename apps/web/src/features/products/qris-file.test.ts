import { messages, QRIS_MAX_BYTES } from '@depot/contract';
import { describe, expect, it } from 'vitest';
import { qrisFileProblem } from './qris-file';

describe('qrisFileProblem: a PNG or JPEG of at most 512 KB', () => {
  it('takes a PNG or a JPEG up to the limit', () => {
    expect(qrisFileProblem({ type: 'image/png', size: 40_000 })).toBeNull();
    expect(qrisFileProblem({ type: 'image/jpeg', size: QRIS_MAX_BYTES })).toBeNull();
  });

  it('refuses a bigger file, an empty one and any other type', () => {
    expect(qrisFileProblem({ type: 'image/png', size: QRIS_MAX_BYTES + 1 })).toBe(
      messages.pos.qrisImage,
    );
    expect(qrisFileProblem({ type: 'image/png', size: 0 })).toBe(messages.pos.qrisImage);
    expect(qrisFileProblem({ type: 'image/webp', size: 1000 })).toBe(messages.pos.qrisImage);
    expect(qrisFileProblem({ type: 'application/pdf', size: 1000 })).toBe(messages.pos.qrisImage);
  });
});
