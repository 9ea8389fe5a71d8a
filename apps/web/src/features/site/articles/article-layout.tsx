import { ARTICLE_PAGES, type PageMeta } from '@depot/contract';
import {
  Anchor,
  Box,
  Button,
  Container,
  Group,
  Paper,
  Stack,
  Text,
  Title,
  Typography,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './article.module.css';
import { usePageMeta } from '../../../lib/use-page-meta';

/** The ARTICLE_PAGES entry of a path; the articles are written for exactly those paths. */
export function articleMeta(path: string): PageMeta {
  const meta = ARTICLE_PAGES.find((p) => p.path === path);
  if (!meta) throw new Error(`No ARTICLE_PAGES entry for ${path}`);
  return meta;
}

/** The short paragraph under the title that tells the reader what the page gives them. */
export function Lead({ children }: { children: ReactNode }) {
  return <p className={classes.lead}>{children}</p>;
}

/** An illustration with its caption. */
export function Figure({ caption, children }: { caption: ReactNode; children: ReactNode }) {
  return (
    <figure className={classes.figure}>
      {/* Focusable so the drawing can be scrolled with the keyboard when it is wider than a phone. */}
      <div className={classes.figureScroll} tabIndex={0}>
        {children}
      </div>
      <figcaption>{caption}</figcaption>
    </figure>
  );
}

/** A boxed aside inside the text, e.g. a worked calculation. */
export function Note({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={classes.note}>
      <strong className={classes.noteTitle}>{title}</strong>
      {children}
    </div>
  );
}

function CallToAction() {
  return (
    <Paper component="aside" withBorder radius="md" p="lg" mt={48} bg="cyan.0">
      <Stack gap="sm">
        <Title order={2} size="h3">
          Ingin mencobanya di depot Anda?
        </Title>
        <Text>
          Isi formulir pendaftaran depot, tunggu persetujuan admin, lalu pantau tangki, galon per
          keran, kualitas air dan pendapatan dari satu dasbor.
        </Text>
        <Group gap="sm">
          <Button component={Link} to="/register">
            Daftarkan Depot Anda
          </Button>
          <Button component={Link} to="/login" variant="default">
            Sudah terdaftar? Login
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function ReadMore({ current }: { current: string }) {
  const others = ARTICLE_PAGES.filter((p) => p.path !== current);
  return (
    <Box component="nav" aria-labelledby="baca-juga" mt={40}>
      <Title order={2} size="h4" id="baca-juga" mb="sm">
        Baca juga
      </Title>
      <Stack gap="md">
        {others.map((p) => (
          <div key={p.path}>
            <Anchor component={Link} to={p.path} fw={600}>
              {p.title}
            </Anchor>
            <Text size="sm" c="dimmed">
              {p.description}
            </Text>
          </div>
        ))}
      </Stack>
    </Box>
  );
}

/**
 * A readable article column: the title, the text in an <article>, then a call to register and
 * links to the other articles. The document's title and description follow the article.
 */
export function ArticleLayout({ meta, children }: { meta: PageMeta; children: ReactNode }) {
  usePageMeta(meta);
  return (
    <Container size={720} py={{ base: 32, sm: 56 }}>
      <article>
        <Title order={1} fz={{ base: 28, sm: 38 }} mb="md" className={classes.title}>
          {meta.title}
        </Title>
        <Typography className={classes.body}>{children}</Typography>
      </article>
      <CallToAction />
      <ReadMore current={meta.path} />
    </Container>
  );
}
