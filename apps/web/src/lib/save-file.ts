/** Hands text to the browser as a download named `name` (a CSV by default). */
export function saveFile(text: string, name: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the URL can go once the event loop turns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
