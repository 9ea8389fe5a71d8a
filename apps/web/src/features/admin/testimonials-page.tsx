import { formatDateTime, messages, type Testimonial, type TestimonialData } from '@depot/contract';
import { Button, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ListState } from '../../components/list-state';
import { TestimonialCard } from '../../components/testimonial-card';
import { notifyFailure } from '../../lib/notify-failure';
import { useDeleteTestimonial } from './api/delete-testimonial';
import { useSaveTestimonial } from './api/save-testimonial';
import { useTestimonials } from './api/testimonials';
import { TestimonialForm } from './testimonial-form';

/** What the form is open for: a new testimonial, one to edit, or nothing (closed). */
type Editing = { testimonial?: Testimonial } | null;

export function TestimonialsPage() {
  const list = useTestimonials();
  const save = useSaveTestimonial();
  const remove = useDeleteTestimonial();
  const [editing, setEditing] = useState<Editing>(null);

  const submit = (input: TestimonialData) => {
    const id = editing?.testimonial?.id;
    save.mutate(
      { id, input },
      {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            message:
              id === undefined ? messages.testimonials.created : messages.testimonials.updated,
          });
          setEditing(null);
        },
        onError: (e) => notifyFailure(e, messages.testimonials.saveFailed),
      },
    );
  };

  const confirmDelete = (t: Testimonial) =>
    modals.openConfirmModal({
      title: 'Hapus testimoni',
      children: <Text size="sm">{messages.testimonials.confirmDelete(t.name)}</Text>,
      labels: { confirm: 'Ya, hapus', cancel: 'Batal' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(t.id, {
          onSuccess: (r) => notifications.show({ color: 'green', message: r.message }),
          onError: (e) => notifyFailure(e, messages.testimonials.deleteFailed),
        }),
    });

  return (
    <Stack maw={1200}>
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={2} size="h3">
            Testimoni
          </Title>
          <Text size="sm" c="dimmed" maw={640}>
            Tampil di halaman depan pada bagian “Apa Kata Pengguna?”. Masukkan hanya kata-kata asli
            pelanggan, dengan izin mereka.
          </Text>
        </div>
        <Button onClick={() => setEditing({})}>Tambah Testimoni</Button>
      </Group>
      <ListState
        query={list}
        loading="Memuat testimoni"
        failed={messages.testimonials.listFailed}
        empty={messages.testimonials.empty}
      >
        {(testimonials) => (
          <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }}>
            {testimonials.map((t) => (
              <TestimonialCard
                key={t.id}
                item={t}
                footer={
                  <Group justify="space-between" gap="xs">
                    <Text size="xs" c="dimmed">
                      Ditambahkan {formatDateTime(t.created_at)}
                    </Text>
                    <Group gap="xs">
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() => setEditing({ testimonial: t })}
                      >
                        Ubah
                      </Button>
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        disabled={remove.isPending}
                        onClick={() => confirmDelete(t)}
                      >
                        Hapus
                      </Button>
                    </Group>
                  </Group>
                }
              />
            ))}
          </SimpleGrid>
        )}
      </ListState>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        // Closed while saving, the save's success would later close a form opened since.
        closeOnClickOutside={!save.isPending}
        closeOnEscape={!save.isPending}
        withCloseButton={!save.isPending}
        title={editing?.testimonial ? 'Ubah Testimoni' : 'Tambah Testimoni'}
        size="lg"
      >
        {editing && (
          <TestimonialForm
            initial={editing.testimonial}
            saving={save.isPending}
            onSubmit={submit}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
    </Stack>
  );
}
