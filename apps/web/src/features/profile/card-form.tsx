import { Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { UseMutationResult } from '@tanstack/react-query';
import type { FormEventHandler, ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { notifyFailure } from '../../lib/notify-failure';

/** One card of the profile page: a form named by its title, its fields stacked below. */
export function CardForm({
  title,
  onSubmit,
  children,
}: {
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate aria-label={title}>
      <Stack>
        <Title order={3} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </form>
  );
}

/**
 * A card's submit: the checked values are sent; once saved, the form starts again from what
 * `after` gives and the server's message is shown; a failure is announced with `failed`.
 */
export function useCardSubmit<
  F extends FieldValues,
  Out,
  Vars,
  Data extends { message: string },
  E,
>(
  form: UseFormReturn<F, unknown, Out>,
  mutation: UseMutationResult<Data, E, Vars>,
  {
    send,
    after,
    failed,
  }: { send: (values: Out) => Vars; after: (data: Data) => F; failed: string },
) {
  return form.handleSubmit((values) =>
    mutation.mutate(send(values), {
      onSuccess: (data) => {
        form.reset(after(data));
        notifications.show({ color: 'green', message: data.message });
      },
      onError: (error) => notifyFailure(error, failed),
    }),
  );
}
