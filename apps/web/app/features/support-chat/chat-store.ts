import { type ChatAction, type ChatEffect, type ChatState, chatReducer, createChat } from '@casino/core/chat';
import { createStore, useStore } from '~/shared/ui/create-store';

export interface ChatView {
  chat: ChatState;
  /** False while the widget script cannot be loaded: the chat buttons are left out. */
  available: boolean;
  /** The widget is in the page (it was opened, or a player's chat started). */
  started: boolean;
}

export const INITIAL_CHAT_VIEW: ChatView = { chat: createChat(), available: true, started: false };

/** The page's chat, as the buttons show it (core's chat.ts state machine). */
export const chatStore = createStore<ChatView>(INITIAL_CHAT_VIEW);

/** Runs the state machine; the caller carries out the effect. */
export function dispatchChat(action: ChatAction): ChatEffect {
  const { state, effect } = chatReducer(chatStore.get().chat, action);
  chatStore.set((view) => (view.chat === state ? view : { ...view, chat: state }));
  return effect;
}

export function useChatView(): ChatView {
  return useStore(chatStore, (view) => view, INITIAL_CHAT_VIEW);
}
