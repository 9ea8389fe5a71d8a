import { messages, QRIS_MAX_BYTES, QRIS_TYPES } from '@depot/contract';

/** Why a picked file cannot be the QRIS image, or null when it can. */
export function qrisFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  const typeOk = (QRIS_TYPES as readonly string[]).includes(file.type);
  return typeOk && file.size > 0 && file.size <= QRIS_MAX_BYTES ? null : messages.pos.qrisImage;
}

/** The file as a `data:image/…;base64,…` URL, the form the server stores. */
export const readDataUrl = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });
