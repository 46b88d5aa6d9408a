import type { ChatTarget } from './chat-service';
import { chatStore } from './chat-store';

/** Loads the chat's code on demand and opens (or closes) it; never throws. */
export function toggleSupportChat(target: ChatTarget): void {
  import('./chat-service')
    .then((service) => service.toggleChat(target))
    .catch((error: unknown) => {
      console.error('Support chat failed to load', error);
      chatStore.set((view) => ({ ...view, available: false }));
    });
}
