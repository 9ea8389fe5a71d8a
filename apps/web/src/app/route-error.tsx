import { Alert, Button, Center, Stack } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** Shown when a page fails to load, e.g. a script chunk missing after an update. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <Center mih="100vh" p="md">
      <Stack maw={480}>
        <Alert color="red" title="Halaman gagal dimuat">
          Terjadi kesalahan saat memuat halaman ini ({detail}). Periksa koneksi Anda lalu muat
          ulang.
        </Alert>
        <Button onClick={() => window.location.reload()}>Muat ulang</Button>
      </Stack>
    </Center>
  );
}
