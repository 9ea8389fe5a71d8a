import { formatDateTime, messages, type Testimonial, type TestimonialData } from '@depot/contract';
import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { confirmAction } from '../../components/confirm';
import { FormModal } from '../../components/form-modal';
import { ListState } from '../../components/list-state';
import { PageHeader } from '../../components/page-header';
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
    confirmAction({
      title: 'Hapus testimoni',
      text: messages.testimonials.confirmDelete(t.name),
      confirm: 'Ya, hapus',
      color: 'red',
      onConfirm: () =>
        remove.mutate(t.id, {
          onSuccess: (r) => notifications.show({ color: 'green', message: r.message }),
          onError: (e) => notifyFailure(e, messages.testimonials.deleteFailed),
        }),
    });

  return (
    <Stack maw={1200}>
      <PageHeader
        title="Testimoni"
        intro="Tampil di halaman depan pada bagian “Apa Kata Pengguna?”. Masukkan hanya kata-kata asli pelanggan, dengan izin mereka."
        action={<Button onClick={() => setEditing({})}>Tambah Testimoni</Button>}
      />
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
      <FormModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        saving={save.isPending}
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
      </FormModal>
    </Stack>
  );
}
