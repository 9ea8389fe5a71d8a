import { MAX_LINE_QUANTITY } from '@depot/contract';
import { NumberInput } from '@mantine/core';
import { useState } from 'react';

/**
 * A line's quantity as typed: the field may be empty while the cashier types '10'; the cart only
 * takes a whole number from 1 to 1.000, and the field shows the cart's quantity again on blur.
 */
export function QuantityInput({
  value,
  onChange,
  label,
}: {
  value: number;
  onChange: (quantity: number) => void;
  label: string;
}) {
  const [draft, setDraft] = useState<string | number | null>(null);
  return (
    <NumberInput
      aria-label={label}
      value={draft ?? value}
      onChange={(typed) => {
        setDraft(typed);
        if (typeof typed === 'number' && typed >= 1) onChange(typed);
      }}
      onBlur={() => setDraft(null)}
      min={1}
      max={MAX_LINE_QUANTITY}
      clampBehavior="strict"
      allowDecimal={false}
      allowNegative={false}
      hideControls
      inputMode="numeric"
      w={64}
      size="md"
      styles={{ input: { textAlign: 'center', paddingInline: 4, height: 44, minHeight: 44 } }}
    />
  );
}
