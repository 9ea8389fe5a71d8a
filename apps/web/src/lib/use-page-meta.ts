import type { PageMeta } from '@depot/contract';
import { useEffect } from 'react';

/**
 * Keeps the document's one title and description in step with the page shown. The server puts
 * the same values into the HTML of a directly opened page, for crawlers and link previews.
 */
export function usePageMeta(meta: PageMeta) {
  useEffect(() => {
    document.title = meta.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
  }, [meta]);
}
