import { apiFetchWithHeaders } from './api';

/** Saves a blob as a file: a link's download, the URL let go once the click has started it. */
export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A file from the API (with the stored token), saved under the name the server gives it. */
export async function downloadFile(path: string, fallbackName: string) {
  const { data, headers } = await apiFetchWithHeaders<Blob>(path, { file: true });
  const name = /filename="([^"]+)"/.exec(headers.get('content-disposition') ?? '')?.[1];
  saveBlob(data, name ?? fallbackName);
}
