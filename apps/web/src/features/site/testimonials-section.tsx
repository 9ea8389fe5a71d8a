import type { Testimonial } from '@depot/contract';
import { SimpleGrid } from '@mantine/core';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { TestimonialCard } from '../../components/testimonial-card';
import { API_BASE } from '../../lib/api-base';
import { SiteSection } from './site-section';

/**
 * Customers' words a super admin entered. Plain fetch, no query library: the landing chunk stays
 * small. With none, or when the call fails, the section is left out entirely.
 */
export function TestimonialsSection() {
  const [items, setItems] = useState<Testimonial[]>([]);
  const place = useRef<HTMLDivElement>(null);
  // Where the section below stood when the list arrived, if the visitor was reading it.
  const pinned = useRef<{ below: Element; top: number } | null>(null);

  useEffect(() => {
    const abort = new AbortController();
    fetch(`${API_BASE}/public/testimonials`, { signal: abort.signal })
      .then((r) => (r.ok ? r.json() : []))
      .then((data: unknown) => {
        if (!Array.isArray(data) || data.length === 0) return;
        pinned.current = pinnedBelow(place.current);
        setItems(data as Testimonial[]);
      })
      .catch(() => undefined);
    return () => abort.abort();
  }, []);

  // A visitor who jumped to the pricing before the list came (the hero's 'Lihat Paket') keeps
  // it in place: the page grows above it, before the browser paints, instead of pushing it away.
  useLayoutEffect(() => {
    const pin = pinned.current;
    if (!pin) return;
    pinned.current = null;
    window.scrollBy(0, pin.below.getBoundingClientRect().top - pin.top);
  }, [items]);

  return (
    <div ref={place}>
      {items.length > 0 && (
        <SiteSection id="testimonials" title="Apa Kata Pengguna?" bg="cyan.0">
          <SimpleGrid
            cols={{ base: 1, sm: Math.min(items.length, 2), lg: Math.min(items.length, 3) }}
            maw={items.length === 1 ? 640 : undefined}
            mx="auto"
          >
            {items.map((t) => (
              <TestimonialCard key={t.id} item={t} />
            ))}
          </SimpleGrid>
        </SiteSection>
      )}
    </div>
  );
}

/**
 * The element after the insertion point and its position, when the insertion point is in the
 * upper half of the screen or above it: then the visitor reads what comes after.
 */
function pinnedBelow(place: HTMLElement | null) {
  const below = place?.nextElementSibling;
  if (!place || !below) return null;
  if (place.getBoundingClientRect().top > window.innerHeight / 2) return null;
  return { below, top: below.getBoundingClientRect().top };
}
