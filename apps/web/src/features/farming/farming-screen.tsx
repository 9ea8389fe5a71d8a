import { messages, type ActuatorCommand, type SfActuator } from '@depot/contract';
import { Alert, SimpleGrid, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { LoadingLine } from '../../components/list-state';
import { errorMessage } from '../../lib/api';
import { notifyFailure } from '../../lib/notify-failure';
import { ActuatorCard } from './actuator-card';
import { useFarmDashboard } from './api/farm-dashboard';
import { useSendCommand } from './api/send-command';
import { CommandLog } from './command-log';
import { SensorCards } from './sensor-cards';
import { useCommandOutcomes } from './use-command-outcomes';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <Title order={3} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </section>
  );
}

/** A farm's sensors, switches and command log: the owner's own, or the one a super admin picked. */
export function FarmingScreen({ username }: { username?: string }) {
  const dashboard = useFarmDashboard(username);
  const send = useSendCommand();
  const data = dashboard.data;
  const awaitOutcome = useCommandOutcomes(data?.commands);

  const command = (actuator: SfActuator, cmd: ActuatorCommand) =>
    send.mutate(
      { id: actuator.id, command: cmd },
      {
        onSuccess: (reply) => {
          awaitOutcome(reply.command.id);
          notifications.show({ color: 'blue', message: reply.message });
        },
        onError: (error) => notifyFailure(error, messages.farming.commandFailed),
      },
    );

  if (dashboard.isPending) {
    return <LoadingLine label={messages.farming.loading} />;
  }
  const failure = dashboard.isError && (
    <Alert color="red" role="alert">
      {errorMessage(dashboard.error, messages.farming.dashboardFailed)}
    </Alert>
  );
  if (!data) return failure;
  if (!data.current_sensors.length && !data.actuator_status.length) {
    return (
      <Stack>
        {failure}
        <Alert color="gray">{messages.farming.noDevices}</Alert>
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      {failure}
      <Section title={messages.farming.sensors}>
        <SensorCards sensors={data.current_sensors} />
      </Section>
      <Section title={messages.farming.actuators}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {data.actuator_status.map((a) => (
            <ActuatorCard
              key={a.id}
              actuator={a}
              sending={send.isPending && send.variables.id === a.id}
              onCommand={(cmd) => command(a, cmd)}
            />
          ))}
        </SimpleGrid>
      </Section>
      <Section title={messages.farming.log}>
        <CommandLog commands={data.commands} />
      </Section>
    </Stack>
  );
}
