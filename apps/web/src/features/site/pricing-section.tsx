import { ADD_ONS, formatRupiah, PACKAGE_INCLUDES, PACKAGES, RENEWAL } from '@depot/contract';
import { Badge, Button, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { SiteSection } from './site-section';
import classes from './site.module.css';

/** Packages, renewal and add-ons, all from the contract's price list. */
export function PricingSection() {
  return (
    <SiteSection
      id="pricing"
      title="Paket Harga"
      subtitle="Sekali bayar, perangkat dipasang, langsung terpantau."
    >
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {PACKAGES.map((p) => (
          <Card
            key={p.id}
            withBorder
            shadow={p.recommended ? 'md' : 'xs'}
            padding="lg"
            aria-label={p.name}
          >
            <Stack gap="xs" h="100%">
              {p.recommended && (
                <Badge color="orange.4" autoContrast w="fit-content">
                  Direkomendasikan
                </Badge>
              )}
              <Title order={3} size="h4">
                {p.name}
              </Title>
              <Text
                c="dimmed"
                className={classes.strike}
                aria-label={`Harga normal ${formatRupiah(p.originalPrice)}`}
              >
                {formatRupiah(p.originalPrice)}
              </Text>
              <Text fw={800} fz={28} c="cyan.9">
                {formatRupiah(p.price)}
              </Text>
              <List size="sm" spacing={4} style={{ flex: 1 }}>
                {[...p.features, ...PACKAGE_INCLUDES].map((f) => (
                  <List.Item key={f}>{f}</List.Item>
                ))}
              </List>
              <Button
                component={Link}
                to={`/register?paket=${p.id}`}
                variant={p.recommended ? 'filled' : 'light'}
                mt="sm"
              >
                Pilih Paket Ini
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xl">
        <Card withBorder>
          <Text fw={600}>Perpanjangan setelah tahun pertama</Text>
          <Text size="sm">
            {formatRupiah(RENEWAL.perYear)} per tahun atau {formatRupiah(RENEWAL.perMonth)} per
            bulan
          </Text>
        </Card>
        <Card withBorder>
          <Text fw={600}>Tambahan opsional</Text>
          {ADD_ONS.map((a) => (
            <Text size="sm" key={a.name}>
              {a.name}: {formatRupiah(a.price)}
            </Text>
          ))}
        </Card>
      </SimpleGrid>
    </SiteSection>
  );
}
