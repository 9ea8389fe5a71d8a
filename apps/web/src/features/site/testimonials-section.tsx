import type { Testimonial } from '@depot/contract';
import { Box, Container, SimpleGrid, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { TestimonialCard } from '../../components/testimonial-card';
import { API_BASE } from '../../lib/api-base';
import classes from './site.module.css';

/**
 * Customers' words a super admin entered. Plain fetch, no query library: the landing chunk stays
 * small. With none, or when the call fails, the section is left out entirely; it sits below the
 * fold, so appearing late moves nothing a visitor sees first.
 */
export function TestimonialsSection() {
  const [items, setItems] = useState<Testimonial[]>([]);

  useEffect(() => {
    const abort = new AbortController();
    fetch(`${API_BASE}/public/testimonials`, { signal: abort.signal })
      .then((r) => (r.ok ? r.json() : []))
      .then((data: unknown) => {
        if (Array.isArray(data)) setItems(data as Testimonial[]);
      })
      .catch(() => undefined);
    return () => abort.abort();
  }, []);

  if (items.length === 0) return null;
  return (
    <Box bg="cyan.0">
      <Container
        size="lg"
        py={64}
        id="testimonials"
        className={classes.section}
        component="section"
        aria-labelledby="testimonials-title"
      >
        <Title order={2} ta="center" id="testimonials-title" mb="xl">
          Apa Kata Pengguna?
        </Title>
        <SimpleGrid
          cols={{ base: 1, sm: Math.min(items.length, 2), lg: Math.min(items.length, 3) }}
          maw={items.length === 1 ? 640 : undefined}
          mx="auto"
        >
          {items.map((t) => (
            <TestimonialCard key={t.id} item={t} />
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
