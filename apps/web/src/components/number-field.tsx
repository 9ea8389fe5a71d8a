import { NumberInput, type NumberInputProps } from '@mantine/core';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { ID_DIGITS } from '../lib/number-input';

type Props<F extends FieldValues, T> = Omit<NumberInputProps, 'value' | 'onChange' | 'error'> & {
  control: Control<F, unknown, T>;
  name: Path<F>;
  /** What an emptied field holds: undefined (the schema names the field) or null (optional). */
  empty?: null;
};

/**
 * A whole-number form field (rupiah, a count) with id-ID digit grouping: '15.000'. An emptied
 * field is not 0, so the schema's message says what is missing.
 */
export function NumberField<F extends FieldValues, T>({
  control,
  name,
  empty,
  ...props
}: Props<F, T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          {...ID_DIGITS}
          allowDecimal={false}
          allowNegative={false}
          inputMode="numeric"
          hideControls
          {...props}
          ref={field.ref}
          name={field.name}
          value={field.value ?? ''}
          onChange={(v) => field.onChange(typeof v === 'number' ? v : empty)}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
