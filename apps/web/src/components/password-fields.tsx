import { PasswordInput } from '@mantine/core';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { field } from '../lib/form-field';

/** A form with a password and its confirmation (the contract's `withConfirmation`). */
type WithConfirmation = FieldValues & { confirmPassword: string };

interface Props<F extends WithConfirmation, T> {
  form: UseFormReturn<F, unknown, T>;
  /** The password's field; its repeat is always `confirmPassword`. */
  name: Path<F>;
  label: string;
  description: string;
  /** The first field of a dialog, focused when it opens. */
  autoFocus?: boolean;
}

/** A new password typed twice; the schema says when the two differ. */
export function PasswordFields<F extends WithConfirmation, T>({
  form,
  name,
  label,
  description,
  autoFocus = false,
}: Props<F, T>) {
  const confirm = 'confirmPassword' as Path<F>;
  // Mantine marks a wrong password input only with data-invalid: assistive technology (and a
  // form's "first wrong field") read aria-invalid.
  const input = (path: Path<F>) => {
    const props = field(form, path);
    return { ...props, 'aria-invalid': props.error ? true : undefined };
  };
  return (
    <>
      <PasswordInput
        label={label}
        description={description}
        required
        data-autofocus={autoFocus || undefined}
        autoComplete="new-password"
        {...input(name)}
      />
      <PasswordInput
        label={`Konfirmasi ${label.toLowerCase()}`}
        required
        autoComplete="new-password"
        {...input(confirm)}
      />
    </>
  );
}
