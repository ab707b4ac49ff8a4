import {useEffect, useId, useRef, type ReactNode} from 'react';

interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  testId?: string;
  /** Wide enough for a large picture (the product gallery's zoom) rather than a short form. */
  wide?: boolean;
}

/**
 * A modal dialog on the native <dialog>: showModal() makes the rest of the
 * page inert, so focus stays inside; Escape, the backdrop and the close icon
 * close it; focus goes back to where it was when it opened.
 */
export function Modal({open, title, onClose, children, testId, wide = false}: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const node = dialog.current;
    if (!node) return;
    if (open && !node.open) {
      returnFocus.current = document.activeElement as HTMLElement | null;
      node.showModal();
    } else if (!open && node.open) {
      node.close();
      returnFocus.current?.focus();
    }
  }, [open]);

  return (
    // The backdrop is the dialog element itself: a click on it (not on its content) closes.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className={`w-full ${wide ? 'max-w-5xl' : 'max-w-md'} rounded-lg p-0 shadow-xl backdrop:bg-black/50`}
      data-testid={testId}
    >
      <div className="relative p-6">
        <button
          type="button"
          onClick={onClose}
          className="absolute right-3 top-3 flex h-9 w-9 items-center justify-center rounded hover:bg-neutral-100"
          aria-label="Close"
        >
          <span aria-hidden="true">×</span>
        </button>
        <h2 id={titleId} className="pr-10 text-xl font-bold text-brand">
          {title}
        </h2>
        <div className="mt-4">{open ? children : null}</div>
      </div>
    </dialog>
  );
}
