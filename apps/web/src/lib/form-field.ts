import type { FieldValues, Path, RegisterOptions, UseFormReturn } from 'react-hook-form';

/**
 * A form field's input props, registered and with its error message, for any Mantine input:
 * `<TextInput label="Nama" required {...field(form, 'name')} />`.
 */
export function field<F extends FieldValues, T>(
  form: UseFormReturn<F, unknown, T>,
  name: Path<F>,
  options?: RegisterOptions<F, Path<F>>,
) {
  return {
    ...form.register(name, options),
    error: form.getFieldState(name, form.formState).error?.message,
  };
}
