import { Alert, Button } from '@mantine/core';

/** A form's last lines: the server's refusal, when there is one, above the submit button. */
export function FormSubmit({
  failure,
  pending,
  label,
}: {
  failure: string | null;
  pending: boolean;
  label: string;
}) {
  return (
    <>
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      <Button type="submit" loading={pending}>
        {label}
      </Button>
    </>
  );
}
