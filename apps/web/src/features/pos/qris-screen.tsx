import { formatRupiah, messages } from '@depot/contract';
import { Alert, Button, Center, Image, Loader, Modal, Stack, Text } from '@mantine/core';
import { errorMessage } from '../../lib/api';
import { useQris } from './api/qris';

/**
 * The depot's QRIS full screen with the amount in big digits, for the customer to scan; the
 * cashier confirms with 'Sudah dibayar' once the payment shows on the depot's phone.
 */
export function QrisScreen({
  username,
  opened,
  total,
  saving,
  onPaid,
  onClose,
}: {
  username: string;
  opened: boolean;
  total: number;
  saving: boolean;
  onPaid: () => void;
  onClose: () => void;
}) {
  const qris = useQris(username, opened);
  return (
    <Modal opened={opened} onClose={onClose} fullScreen title="Bayar dengan QRIS">
      <Stack align="center" gap="md">
        <Text fw={800} fz={44} lh={1.1} data-testid="qris-amount" style={{ whiteSpace: 'nowrap' }}>
          {formatRupiah(total)}
        </Text>
        {qris.isPending && (
          <Center h={200}>
            <Loader />
          </Center>
        )}
        {qris.data && (
          <Image
            src={qris.data.image}
            alt="Kode QRIS depot"
            w="100%"
            maw={360}
            mah="55dvh"
            fit="contain"
          />
        )}
        {qris.isError && (
          <Alert color="orange" role="alert" w="100%" maw={420}>
            {errorMessage(qris.error, messages.pos.qrisMissing)}
          </Alert>
        )}
        <Stack gap="xs" w="100%" maw={420}>
          <Button size="lg" color="teal" onClick={onPaid} loading={saving}>
            Sudah dibayar
          </Button>
          <Button variant="default" onClick={onClose} disabled={saving}>
            Kembali
          </Button>
        </Stack>
      </Stack>
    </Modal>
  );
}
