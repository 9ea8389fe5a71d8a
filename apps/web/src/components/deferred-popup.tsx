import {
  Suspense,
  useEffect,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';

/** What the plain button needs to stand in for a popup's target. */
export interface PopupButtonProps {
  'aria-haspopup': 'menu' | 'dialog';
  'aria-expanded': boolean;
  onPointerEnter: () => void;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
}

interface DeferredPopupProps {
  /** The popup's own kind, announced on the plain button as its target would. */
  kind: 'menu' | 'dialog';
  opened: boolean;
  onOpen: () => void;
  /** The popup's target as a plain button, drawn the same. */
  button: (props: PopupButtonProps) => ReactNode;
  /** The popup with its target: a lazy component, rendered once the user opens it. */
  popup: ReactNode;
  /** Starts loading the popup's code (the lazy component's import), when a pointer comes near. */
  preload: () => void;
}

/**
 * A header popup (the profile menu, the notifications) whose code loads when the user first
 * reaches for its button (a pointer over it starts the download, a tap or a key opens it) instead
 * of with every signed-in screen: until then its button alone, so a phone opens the page without
 * Mantine's floating layer (Popover, Floating UI, the focus trap: about 25 KB on the wire). The
 * plain button stays in place until it is clicked: swapping it on the pointer's arrival lost the
 * click that followed. A click before the code has arrived opens the popup as soon as it has;
 * focus moves to its target if the plain button had it.
 */
export function DeferredPopup({
  kind,
  opened,
  onOpen,
  button,
  popup,
  preload,
}: DeferredPopupProps) {
  const [reached, setReached] = useState(false);
  const box = useRef<HTMLSpanElement>(null);
  const [hadFocus, setHadFocus] = useState(false);
  const plain = button({
    'aria-haspopup': kind,
    'aria-expanded': false,
    onPointerEnter: preload,
    onClick: (event) => {
      setHadFocus(event.currentTarget === document.activeElement);
      setReached(true);
      onOpen();
    },
  });
  return (
    <span ref={box} style={{ display: 'contents' }}>
      {reached || opened ? (
        <Suspense fallback={plain}>
          {hadFocus && <FocusOnArrival box={box} />}
          {popup}
        </Suspense>
      ) : (
        plain
      )}
    </span>
  );
}

/** Focuses the arrived target, as the plain button it replaces had the focus. */
function FocusOnArrival({ box }: { box: RefObject<HTMLSpanElement | null> }) {
  useEffect(() => box.current?.querySelector('button')?.focus(), [box]);
  return null;
}
