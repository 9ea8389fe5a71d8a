import type { Product } from '@depot/contract';
import { Button, Card, Group, Image, Stack, Text } from '@mantine/core';
import { Price } from './price';

/** A price button whose label wraps on a narrow phone instead of being cut off. */
const PRICE_BUTTON = {
  size: 'md',
  fullWidth: true,
  h: 'auto',
  mih: 42,
  py: 6,
  styles: { label: { whiteSpace: 'normal', textAlign: 'center' } },
} as const;

/** A product the owner added without a picture: a plain gallon, in the theme's colour. */
function GallonIcon() {
  return (
    <svg
      width={56}
      height={96}
      viewBox="0 0 56 96"
      aria-hidden="true"
      style={{ flexShrink: 0, color: 'var(--mantine-color-cyan-7)' }}
    >
      <rect x={20} y={4} width={16} height={10} rx={3} fill="currentColor" />
      <path
        d="M14 22c0-4 3-7 7-7h14c4 0 7 3 7 7v4c6 2 10 8 10 14v44c0 5-4 8-8 8H12c-4 0-8-3-8-8V40c0-6 4-12 10-14z"
        fill="currentColor"
        fillOpacity={0.15}
        stroke="currentColor"
        strokeWidth={3}
      />
      <path d="M4 52h48M4 70h48" stroke="currentColor" strokeWidth={2} strokeOpacity={0.5} />
    </svg>
  );
}

export function ProductCard({
  product,
  onAdd,
}: {
  product: Product;
  onAdd: (delivery: boolean) => void;
}) {
  return (
    <Card withBorder padding="md" aria-label={product.name} component="article">
      <Group wrap="nowrap" align="center">
        {product.image ? (
          <Image src={product.image} alt="" w={56} h={96} fit="contain" />
        ) : (
          <GallonIcon />
        )}
        <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
          <Text fw={700}>{product.name}</Text>
          {product.promoEvery && (
            <Text size="xs" c="teal.8" fw={600}>
              Beli {product.promoEvery} gratis 1
            </Text>
          )}
          <Button {...PRICE_BUTTON} variant="light" onClick={() => onAdd(false)}>
            {/* One inline child: the button's label is a flex box that would split the parts. */}
            <span>
              Tidak Diantar · <Price value={product.price} />
            </span>
          </Button>
          <Button {...PRICE_BUTTON} onClick={() => onAdd(true)}>
            <span>
              Diantar · <Price value={product.priceDelivery} />
            </span>
          </Button>
        </Stack>
      </Group>
    </Card>
  );
}
