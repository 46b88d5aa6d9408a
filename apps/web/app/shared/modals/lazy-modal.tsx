import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { MODALS, type ModalName } from './modal-ids';
import { useModalOpen } from './modal-store';

/**
 * Mounts a modal's code only once it is first opened, so the first visit downloads none of the
 * dialogs (architecture.md: 120 KB of JavaScript for `/`). The chunk is fetched on the visitor's first
 * interaction, so it is usually there by the time a dialog opens.
 */
export function LazyModal({ name, children }: { name: ModalName; children: ReactNode }) {
  const open = useModalOpen(MODALS[name].id);
  const [used, setUsed] = useState(false);
  useEffect(() => {
    if (open) setUsed(true);
  }, [open]);
  if (!open && !used) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}

const loaders: (() => Promise<unknown>)[] = [];

/** A lazily loaded component that is also warmed up on the first interaction with the page. */
export function lazyOnInteraction<P extends object>(load: () => Promise<ComponentType<P>>) {
  loaders.push(load);
  return lazy(async () => ({ default: await load() }));
}

/** Mounted once: on the first pointer, key or touch, fetch every lazy modal's chunk. */
export function useWarmLazyModals(): void {
  useEffect(() => {
    const events = ['pointerdown', 'keydown', 'touchstart', 'pointerover'] as const;
    const warm = () => {
      for (const event of events) window.removeEventListener(event, warm);
      for (const load of loaders) load().catch(() => {});
    };
    for (const event of events) window.addEventListener(event, warm, { once: true, passive: true });
    return () => {
      for (const event of events) window.removeEventListener(event, warm);
    };
  }, []);
}
