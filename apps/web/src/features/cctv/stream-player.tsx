import { messages, streamKind } from '@depot/contract';
import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useReducer, useRef } from 'react';
import classes from './cctv.module.css';

/** Waits between tries after a failure: 2, 4, 8, 16, then every 30 seconds. */
export const retryDelaySeconds = (failures: number) => Math.min(2 ** failures, 30);
/** A stream that has not started this long after loading counts as failed. */
const START_TIMEOUT_MS = 20_000;

type State = { status: 'loading' | 'playing' | 'failed'; attempt: number; failures: number };
type Action = 'playing' | 'failed' | 'retry';

function reduce(state: State, action: Action): State {
  switch (action) {
    case 'playing':
      return { ...state, status: 'playing', failures: 0 };
    case 'failed':
      return state.status === 'failed'
        ? state
        : { ...state, status: 'failed', failures: state.failures + 1 };
    case 'retry':
      return { ...state, status: 'loading', attempt: state.attempt + 1 };
  }
}

/**
 * hls.js plays HLS wherever Media Source Extensions exist, the order hls.js recommends: some
 * browsers (Chromium) answer "maybe" to native HLS yet play it less reliably. Without MSE (older
 * iPhones) the browser's own HLS plays it.
 */
const hasMediaSource = () => 'MediaSource' in window || 'ManagedMediaSource' in window;

/**
 * Attaches the source to the video: MP4 (and HLS without MSE) as `src`; HLS through hls.js,
 * fetched only here so no other page carries it. Returns the cleanup.
 */
function attach(video: HTMLVideoElement, url: string, onFatal: () => void) {
  let cancelled = false;
  let destroy = () => {};
  const play = () => void video.play().catch(() => {});
  if (streamKind(url) === 'hls' && hasMediaSource()) {
    void import('hls.js/light').then(({ default: Hls }) => {
      if (cancelled) return;
      if (!Hls.isSupported()) return onFatal();
      // No worker: it would start from a blob: script, which the page's policy does not allow.
      const hls = new Hls({ enableWorker: false, manifestLoadingMaxRetry: 0 });
      hls.on(Hls.Events.ERROR, (_event, data) => data.fatal && onFatal());
      hls.on(Hls.Events.MANIFEST_PARSED, play);
      hls.loadSource(url);
      hls.attachMedia(video);
      destroy = () => hls.destroy();
    }, onFatal);
  } else {
    video.src = url;
    play();
  }
  return () => {
    cancelled = true;
    destroy();
    video.removeAttribute('src');
    video.load();
  };
}

/** One camera's stream, muted and looping; a failure is said and retried with growing waits. */
export function StreamPlayer({ url, label }: { url: string; label: string }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [state, dispatch] = useReducer(reduce, { status: 'loading', attempt: 0, failures: 0 });

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const fail = () => dispatch('failed');
    const playing = () => dispatch('playing');
    video.addEventListener('error', fail);
    video.addEventListener('playing', playing);
    const detach = attach(video, url, fail);
    return () => {
      video.removeEventListener('error', fail);
      video.removeEventListener('playing', playing);
      detach();
    };
  }, [url, state.attempt]);

  useEffect(() => {
    if (state.status === 'playing') return;
    const wait =
      state.status === 'failed' ? retryDelaySeconds(state.failures) * 1000 : START_TIMEOUT_MS;
    const timer = setTimeout(() => dispatch(state.status === 'failed' ? 'retry' : 'failed'), wait);
    return () => clearTimeout(timer);
  }, [state.status, state.failures, state.attempt]);

  return (
    <div className={classes.screen}>
      <video
        ref={videoRef}
        className={classes.video}
        muted
        loop
        playsInline
        autoPlay
        aria-label={label}
        data-status={state.status}
      />
      {state.status === 'loading' && (
        <Center className={classes.overlay}>
          <Loader size="sm" color="gray.3" aria-label={messages.cctv.loading} />
        </Center>
      )}
      {state.status === 'failed' && (
        <Center className={classes.overlay} role="alert">
          <Stack gap={6} align="center" p="md">
            <Text c="red.3" fw={600} ta="center">
              {messages.cctv.playFailed(label)}
            </Text>
            <Text c="gray.4" size="sm" ta="center">
              {messages.cctv.retrying(retryDelaySeconds(state.failures))}
            </Text>
            <Button size="xs" variant="white" color="dark" onClick={() => dispatch('retry')}>
              {messages.cctv.retryNow}
            </Button>
          </Stack>
        </Center>
      )}
    </div>
  );
}
