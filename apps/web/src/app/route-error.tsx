// Shown before any area's styles may have loaded (e.g. offline), so it brings its own.
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import { Alert, Button, Center, Stack } from '@mantine/core';
import { Component, type ReactNode } from 'react';

/** Shown when a page fails to load, e.g. a script chunk missing after an update. */
export function RouteError({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : String(error);
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

interface BoundaryProps {
  /** The path: going to another page clears the error. */
  resetKey: string;
  children: ReactNode;
}

/** Catches what a page throws while loading or rendering and shows RouteError instead. */
export class RouteErrorBoundary extends Component<
  BoundaryProps,
  { failed: boolean; error: unknown }
> {
  state = { failed: false, error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  componentDidUpdate(previous: BoundaryProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) {
      this.setState({ failed: false, error: undefined });
    }
  }

  render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
