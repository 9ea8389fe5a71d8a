import { useEffect, useRef, useState } from 'react';

/**
 * Brings a form's first wrong field (in page order) into view and focuses it, once the render
 * that marks it has happened: call `focusFirstInvalid()` when a check fails, and give `formRef`
 * to the `<form>`. Inputs mark themselves with aria-invalid when they show an error.
 */
export function useFocusFirstInvalid() {
  const formRef = useRef<HTMLFormElement>(null);
  const pending = useRef(false);
  // A fresh render for each request, even when the errors shown are the same as before.
  const [, setRequests] = useState(0);

  useEffect(() => {
    if (!pending.current) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!first) return;
    pending.current = false;
    first.scrollIntoView({ block: 'center' });
    first.focus({ preventScroll: true });
  });

  const focusFirstInvalid = () => {
    pending.current = true;
    setRequests((n) => n + 1);
  };
  return { formRef, focusFirstInvalid };
}
