import type { FieldErrors, FieldValues } from 'react-hook-form';

/**
 * The first message of a failed form check, in the order the schema reported its issues. An
 * issue of the whole form (the spec's "fill in every field") sits under the key ''.
 */
export function firstErrorMessage<T extends FieldValues>(errors: FieldErrors<T>) {
  return firstIn(errors);
}

function firstIn(node: unknown): string | undefined {
  if (node === null || typeof node !== 'object') return undefined;
  const { message } = node as { message?: unknown };
  if (typeof message === 'string' && message) return message;
  for (const [key, child] of Object.entries(node)) {
    // `ref` is the field's element, not an error.
    if (key === 'ref') continue;
    const found = firstIn(child);
    if (found) return found;
  }
  return undefined;
}
