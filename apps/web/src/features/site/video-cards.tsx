import { formatDuration, SITE_VIDEOS, type SiteVideo } from '@depot/contract';
import { Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import type { CSSProperties } from 'react';
import { ClickToLoad } from './click-to-load';
import classes from './site.module.css';

function PlayIcon() {
  return (
    <svg width="30" height="30" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M8 5v14l11-7z" fill="currentColor" />
    </svg>
  );
}

function VideoCard({ video }: { video: SiteVideo }) {
  const { width, height } = video;
  // The frame has the video's shape before anything loads: no layout shift.
  const shape = {
    '--video-aspect': `${width} / ${height}`,
    '--video-ratio': width / height,
  } as CSSProperties;
  return (
    <Card withBorder padding="md" component="article" aria-label={video.title}>
      <div className={classes.videoFrame} style={shape}>
        <ClickToLoad
          className={classes.videoFacade}
          aria-label={`Putar video: ${video.title}`}
          placeholder={
            <>
              <img
                className={classes.videoMedia}
                src={video.poster}
                alt=""
                width={width}
                height={height}
                loading="lazy"
                decoding="async"
              />
              <span className={classes.play}>
                <PlayIcon />
              </span>
            </>
          }
        >
          <video
            className={classes.videoMedia}
            src={video.src}
            poster={video.poster}
            width={width}
            height={height}
            controls
            autoPlay
            playsInline
            preload="none"
            // The play button it replaces had the focus.
            autoFocus
          />
        </ClickToLoad>
      </div>
      <Group justify="space-between" align="baseline" wrap="nowrap" mt="sm" gap="xs">
        <Text fw={700}>{video.title}</Text>
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          Durasi {formatDuration(video.duration)}
        </Text>
      </Group>
      <Text size="sm" mt={4}>
        {video.description}
      </Text>
    </Card>
  );
}

/** The about section's videos: recordings of the app, self-hosted, loaded only on play. */
export function VideoCards() {
  return (
    <>
      <Title order={3} size="h4" mt={48} mb="sm">
        Video
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" style={{ alignItems: 'start' }}>
        {SITE_VIDEOS.map((v) => (
          <VideoCard key={v.key} video={v} />
        ))}
      </SimpleGrid>
    </>
  );
}
