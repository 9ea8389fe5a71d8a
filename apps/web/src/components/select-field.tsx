import { Select, type SelectProps } from '@mantine/core';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';

/** A form's choice of one from a fixed list; its list opens inside the panel, not a portal. */
export function SelectField<F extends FieldValues, Out>({
  form,
  name,
  ...props
}: { form: UseFormReturn<F, unknown, Out>; name: Path<F> } & Omit<
  SelectProps,
  'form' | 'name' | 'value' | 'onChange'
>) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Select
          allowDeselect={false}
          comboboxProps={{ withinPortal: false }}
          {...props}
          value={field.value}
          onChange={(v) => field.onChange(v)}
        />
      )}
    />
  );
}
