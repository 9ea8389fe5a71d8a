import {
  TESTIMONIAL_FIELD_MAX,
  TESTIMONIAL_TEXT_MAX,
  testimonialInput,
  type Testimonial,
  type TestimonialData,
  type TestimonialInput,
} from '@depot/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, FileInput, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { DialogForm } from '../../components/form-actions';
import { TestimonialAvatar } from '../../components/testimonial-card';
import { field } from '../../lib/form-field';
import { downsizeAvatar } from './downsize-avatar';

interface Props {
  /** The testimonial to edit; a new one without. */
  initial?: Testimonial;
  saving: boolean;
  onSubmit: (input: TestimonialData) => void;
  onCancel: () => void;
}

/** A required one-line field of the testimonial, as long as the server allows. */
const short = (
  form: UseFormReturn<TestimonialInput, unknown, TestimonialData>,
  name: 'name' | 'role',
) => ({
  required: true,
  maxLength: TESTIMONIAL_FIELD_MAX,
  ...field(form, name),
});

/** Name, role, quote and an optional photo, checked with the schema the server uses. */
export function TestimonialForm({ initial, saving, onSubmit, onCancel }: Props) {
  const form = useForm<TestimonialInput, unknown, TestimonialData>({
    resolver: zodResolver(testimonialInput),
    defaultValues: {
      name: initial?.name ?? '',
      role: initial?.role ?? '',
      text: initial?.text ?? '',
      avatar: initial?.avatar ?? null,
    },
  });
  const { errors } = form.formState;
  const [name, text, avatar] = useWatch({
    control: form.control,
    name: ['name', 'text', 'avatar'],
  });
  const [resizing, setResizing] = useState(false);

  const pickPhoto = async (file: File | null) => {
    if (!file) return;
    setResizing(true);
    try {
      form.setValue('avatar', await downsizeAvatar(file), { shouldValidate: true });
    } catch (error) {
      form.setError('avatar', { message: (error as Error).message });
    } finally {
      setResizing(false);
    }
  };

  return (
    <DialogForm
      onSubmit={form.handleSubmit(onSubmit)}
      saving={saving}
      onCancel={onCancel}
      disabled={resizing}
    >
      <TextInput label="Nama" placeholder="mis. Budi Santoso" {...short(form, 'name')} />
      <TextInput
        label="Peran"
        description="Pekerjaan atau usaha, mis. Pemilik Depot, Bekasi"
        {...short(form, 'role')}
      />
      <Textarea
        label="Kutipan"
        description={
          <Text span inherit c={text.trim().length > TESTIMONIAL_TEXT_MAX ? 'red' : undefined}>
            {text.trim().length}/{TESTIMONIAL_TEXT_MAX} karakter
          </Text>
        }
        placeholder="Kata-kata pelanggan, persis seperti yang mereka izinkan untuk ditampilkan"
        required
        autosize
        minRows={4}
        maxRows={10}
        {...field(form, 'text')}
      />
      <Group align="flex-start" wrap="nowrap">
        <TestimonialAvatar name={name || '?'} avatar={avatar ?? null} size={64} />
        <Stack gap={4} flex={1}>
          <FileInput
            label="Foto (opsional)"
            description="Tanpa foto, inisial nama yang tampil. Foto diperkecil menjadi 128×128 piksel."
            placeholder={avatar ? 'Ganti foto…' : 'Pilih foto PNG, JPEG atau WebP'}
            accept="image/png,image/jpeg,image/webp"
            value={null}
            onChange={(file) => void pickPhoto(file)}
            error={errors.avatar?.message}
            disabled={resizing}
          />
          {avatar && (
            <Button
              variant="subtle"
              color="red"
              size="compact-sm"
              w="fit-content"
              onClick={() => form.setValue('avatar', null, { shouldValidate: true })}
            >
              Hapus foto
            </Button>
          )}
        </Stack>
      </Group>
    </DialogForm>
  );
}
