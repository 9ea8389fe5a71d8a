import { Modal, type ModalProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** A dialog holding a form; it stays open while the form saves. */
export function FormModal({
  opened,
  saving,
  onClose,
  title,
  size,
  children,
}: Pick<ModalProps, 'opened' | 'onClose' | 'title' | 'size'> & {
  saving: boolean;
  children: ReactNode;
}) {
  // Closed while saving, the save's success would later close a form opened since.
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      closeOnClickOutside={!saving}
      closeOnEscape={!saving}
      withCloseButton={!saving}
      title={title}
      size={size}
    >
      {children}
    </Modal>
  );
}
