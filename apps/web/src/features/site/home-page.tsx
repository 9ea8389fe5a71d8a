import { HOME_PAGE_META } from '@depot/contract';
import {
  Box,
  Button,
  Card,
  Container,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { Link } from 'react-router';
import { usePageMeta } from '../../lib/use-page-meta';
import { ContactSection } from './contact-section';
import { DEVICES } from './device-icons';
import { PricingSection } from './pricing-section';
import { SiteSection } from './site-section';
import classes from './site.module.css';
import { TestimonialsSection } from './testimonials-section';
import { VideoCards } from './video-cards';

const PROBLEMS = [
  'Jumlah galon terjual tidak cocok dengan uang di laci.',
  'Stok air di tandon habis saat pelanggan ramai.',
  'Kurir menyimpang dari rute atau terlambat mengantar.',
  'Kualitas air baru ketahuan bermasalah setelah ada keluhan.',
];

const SOLUTIONS = [
  {
    title: 'Setiap galon tercatat',
    text: 'Flow meter di tiap keran menghitung galon otomatis, dicocokkan dengan kasir.',
  },
  {
    title: 'Stok terpantau',
    text: 'Tinggi air tandon terbaca setiap saat; notifikasi saat stok di bawah 20 %.',
  },
  {
    title: 'Kualitas terjaga',
    text: 'pH, TDS dan kekeruhan diperiksa terus; Anda diberi tahu saat di luar batas.',
  },
  { title: 'Kurir terlacak', text: 'Posisi motor, riwayat rute dan jarak tempuh dari GPS.' },
];

const FEATURES = [
  {
    title: 'Monitoring IoT',
    text: 'Stok tangki, galon per keran dan kualitas air dalam satu layar, diperbarui langsung dari sensor.',
  },
  {
    title: 'Keamanan data',
    text: 'Login dengan token bertanda tangan, akses terpisah pemilik dan karyawan, kunci unik tiap perangkat.',
  },
  {
    title: 'Analitik bisnis',
    text: 'Laporan harian, mingguan dan bulanan, pendapatan per periode, dan jam-jam ramai depot Anda.',
  },
];

const STEPS = [
  { title: 'Sensor IoT', text: 'Sensor di tandon dan keran mengukur air dan galon yang keluar.' },
  { title: 'Penyimpanan cloud', text: 'Data dikirim aman ke server dan disimpan sebagai riwayat.' },
  {
    title: 'Dasbor aplikasi',
    text: 'Pemilik dan karyawan melihat laporan, notifikasi dan kasir dari ponsel.',
  },
];

export function HomePage() {
  usePageMeta(HOME_PAGE_META);
  return (
    <>
      <Box
        bg="cyan.0"
        id="home"
        className={classes.section}
        component="section"
        aria-labelledby="hero-title"
      >
        <Container size="lg" py={{ base: 48, sm: 96 }}>
          <Stack maw={720} gap="lg">
            <Title order={1} id="hero-title" fz={{ base: 32, sm: 48 }} lh={1.15}>
              Depot air minum isi ulang yang terpantau dari mana saja
            </Title>
            <Text size="lg" c="dark.6">
              Depot Pintar menghubungkan sensor tangki, flow meter dan kualitas air di depot Anda ke
              satu dasbor: stok, galon terjual, pendapatan dan kurir, semuanya dalam Bahasa
              Indonesia.
            </Text>
            <Group>
              <Button component={Link} to="/login" size="lg">
                Coba Gratis Sekarang
              </Button>
              <Button component="a" href="#pricing" size="lg" variant="outline">
                Lihat Paket
              </Button>
            </Group>
          </Stack>
        </Container>
      </Box>

      <Container size="lg" py={64} id="about" component="section" aria-labelledby="about-title">
        <Title order={2} id="about-title">
          Apa itu Depot Pintar?
        </Title>
        <Text mt="sm" maw={760}>
          IoT (Internet of Things) untuk depot berarti alat-alat kecil di tandon dan keran yang
          mengukur sendiri lalu mengirim angkanya ke internet. Anda tidak perlu lagi menghitung
          galon di buku atau menebak isi tandon: angka yang sama terlihat di ponsel Anda, di mana
          pun Anda berada.
        </Text>
        <SimpleGrid cols={{ base: 1, md: 2 }} mt="xl" spacing="xl">
          <div>
            <Title order={3} size="h4" mb="sm">
              Masalah yang sering terjadi
            </Title>
            <List spacing="xs">
              {PROBLEMS.map((p) => (
                <List.Item key={p}>{p}</List.Item>
              ))}
            </List>
          </div>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            {SOLUTIONS.map((s) => (
              <Card key={s.title} withBorder padding="md">
                <Text fw={700}>{s.title}</Text>
                <Text size="sm">{s.text}</Text>
              </Card>
            ))}
          </SimpleGrid>
        </SimpleGrid>
        <Title order={3} size="h4" mt={48} mb="sm">
          Perangkat yang dipasang
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }}>
          {DEVICES.map((d) => (
            <Stack key={d.name} gap={4} align="center" ta="center">
              {d.icon}
              <Text fw={600} size="sm">
                {d.name}
              </Text>
              <Text size="xs" c="dimmed">
                {d.text}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        <VideoCards />
      </Container>

      <SiteSection id="features" title="Fitur Utama" bg="gray.0">
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          {FEATURES.map((f) => (
            <Card key={f.title} withBorder padding="lg">
              <Text fw={700} size="lg">
                {f.title}
              </Text>
              <Text size="sm" mt="xs">
                {f.text}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </SiteSection>

      <SiteSection id="workflow" title="Cara Kerja">
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          {STEPS.map((s, i) => (
            <Stack key={s.title} align="center" ta="center" gap="xs">
              <ThemeIcon size={48} radius="xl">
                {i + 1}
              </ThemeIcon>
              <Text fw={700}>{s.title}</Text>
              <Text size="sm">{s.text}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </SiteSection>

      <TestimonialsSection />
      <PricingSection />
      <ContactSection />
    </>
  );
}
