import { contactWhatsAppUrl } from '@depot/contract';
import { Button, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { ClickToLoad } from './click-to-load';
import { SiteSection } from './site-section';

const MAP_SRC = 'https://www.google.com/maps?q=Depok,+Jawa+Barat&output=embed';

/** The map loads only when asked for, so the page fetches nothing from third parties first. */
function MapEmbed() {
  return (
    <ClickToLoad
      w="100%"
      h="100%"
      mih={280}
      bg="cyan.0"
      style={{ borderRadius: 8, textAlign: 'center' }}
      placeholder={
        // Spans, not paragraphs: the button's name is its text ("… Tampilkan peta").
        <>
          <Text component="span" display="block" fw={600}>
            <span aria-hidden="true">📍 </span>Depok, Jawa Barat
          </Text>
          <Text component="span" display="block" size="sm" c="dimmed">
            Tampilkan peta
          </Text>
        </>
      }
    >
      <iframe
        title="Peta lokasi kantor"
        src={MAP_SRC}
        width="100%"
        height="100%"
        style={{ border: 0, minHeight: 280 }}
        loading="lazy"
        referrerPolicy="no-referrer"
      />
    </ClickToLoad>
  );
}

export function ContactSection() {
  const [form, setForm] = useState({ name: '', email: '', message: '' });
  const set = (key: keyof typeof form) => (e: { currentTarget: { value: string } }) =>
    setForm({ ...form, [key]: e.currentTarget.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    window.open(contactWhatsAppUrl(form), '_blank', 'noopener,noreferrer');
  };
  return (
    <SiteSection id="contact" title="Hubungi Kami" bg="gray.0">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <form onSubmit={submit} aria-label="Formulir kontak">
          <Stack>
            <TextInput label="Nama" name="name" value={form.name} onChange={set('name')} />
            <TextInput
              label="Email"
              name="email"
              type="email"
              value={form.email}
              onChange={set('email')}
            />
            <Textarea
              label="Pesan"
              name="message"
              // A fixed height: autosize measures the text with a forced layout of the whole
              // page while the landing page first renders.
              rows={4}
              value={form.message}
              onChange={set('message')}
            />
            <Button type="submit" color="teal.9">
              Kirim lewat WhatsApp
            </Button>
          </Stack>
        </form>
        <MapEmbed />
      </SimpleGrid>
    </SiteSection>
  );
}
