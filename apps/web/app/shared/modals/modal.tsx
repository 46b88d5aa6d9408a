import type { ModalPriority } from '@casino/core/modal-stack';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useT } from '~/shared/i18n/i18n';
import { hideModal, useModalOpen } from './modal-store';

interface ModalProps {
  id: string;
  priority: ModalPriority;
  title: string;
  /** Shown as the dialog's heading; set false to keep it for screen readers only. */
  showTitle?: boolean;
  /** 'dialog' is centred; 'drawer' is a bottom drawer on phones and a centred dialog on desktop. */
  variant?: 'dialog' | 'drawer';
  /** Widest the dialog may be, in px. */
  maxWidth: number;
  onClose?: () => void;
  children: ReactNode;
}

/**
 * A modal on the native <dialog>: focus moves in and is trapped, Escape closes, the rest of the page
 * is inert. Its open state lives in the modal store so priorities decide which modal stays.
 */
export function Modal({
  id,
  priority,
  title,
  showTitle = true,
  variant = 'dialog',
  maxWidth,
  onClose,
  children,
}: ModalProps) {
  const open = useModalOpen(id);
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const t = useT();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) {
      dialog.close();
      onCloseRef.current?.();
    }
  }, [open]);

  useEffect(() => () => hideModal(id), [id]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click mirrors Escape, which the dialog handles natively
    <dialog
      ref={ref}
      id={id}
      className={`modal modal--${variant}`}
      style={{ '--modal-max-width': `${maxWidth}px`, zIndex: priority } as React.CSSProperties}
      aria-labelledby={titleId}
      data-priority={priority}
      onCancel={(event) => {
        event.preventDefault();
        hideModal(id);
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its content) closes it.
        if (event.target === event.currentTarget) hideModal(id);
      }}
    >
      {open && (
        <div className="modal__content">
          <header className="modal__header">
            {showTitle ? (
              <h2 id={titleId} className="modal__title">
                {title}
              </h2>
            ) : (
              <span id={titleId} className="visually-hidden">
                {title}
              </span>
            )}
            <button
              type="button"
              className="icon-button"
              onClick={() => hideModal(id)}
              aria-label={t('common.close')}
            >
              <span aria-hidden="true">✕</span>
            </button>
          </header>
          {children}
        </div>
      )}
    </dialog>
  );
}
