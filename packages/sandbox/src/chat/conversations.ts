/**
 * The support chat's conversations, kept in memory (a reset forgets them): one per player, or per
 * anonymous visitor id, each with its messages, its unread count and the widgets connected to it.
 *
 * Unread: a bot or agent message counts while no connected widget of the conversation is open; a widget
 * that opens resets the count. The bot answers every player message with a short canned reply picked by
 * keywords (deposits, withdrawals, bonuses, passwords, asking for a person, greetings).
 */
import { randomBytes } from 'node:crypto';

export type ChatAuthor = 'player' | 'bot' | 'agent';
export type ChatLanguage = 'ro' | 'en';

export interface ChatMessage {
  id: string;
  from: ChatAuthor;
  text: string;
  createdAt: string;
}

/** A connected widget: where its messages go, and whether the player has it open. */
export interface ChatListener {
  send(message: ChatMessage): void;
  visible: boolean;
}

export interface Conversation {
  key: string;
  username: string | null;
  anonymousId: string | null;
  messages: ChatMessage[];
  unread: number;
  listeners: Set<ChatListener>;
}

const HISTORY_LIMIT = 50;

const REPLIES: { pattern: RegExp; text: Record<ChatLanguage, string> }[] = [
  {
    pattern: /depun|depoz|deposit|alimente/i,
    text: {
      ro: 'Poți depune din Contul meu → Depunere sau din butonul Depunere din antet. Suma minimă este 10 RON.',
      en: 'You can deposit from My account → Deposit or with the Deposit button in the header. The minimum is 10 RON.',
    },
  },
  {
    pattern: /retrag|withdraw|scoate/i,
    text: {
      ro: 'Retragerile se cer din Contul meu → Retragere și sunt procesate în cel mult 24 de ore.',
      en: 'Ask for a withdrawal in My account → Withdrawal; we process it within 24 hours.',
    },
  },
  {
    pattern: /bonus|rotir|spin|promo/i,
    text: {
      ro: 'Bonusurile tale sunt în Contul meu → Bonusuri, iar promoțiile curente în pagina Promoții.',
      en: 'Your bonuses are in My account → Bonuses, and the current offers on the Promotions page.',
    },
  },
  {
    pattern: /parol|password/i,
    text: {
      ro: 'Îți poți schimba parola din Contul meu → Securitate. Dacă ai uitat-o, folosește „Am uitat parola” la autentificare.',
      en: 'You can change your password in My account → Security. If you forgot it, use "Forgot password" when logging in.',
    },
  },
  {
    pattern: /agent|operator|om\b|persoan|human|person/i,
    text: {
      ro: 'Te conectez cu un coleg din echipa de suport. Îți va răspunde aici în câteva minute.',
      en: 'I am connecting you with a colleague from our support team. They will answer here in a few minutes.',
    },
  },
  {
    pattern: /^\s*(salut|bun[ăa]|hello|hi|hei|hey)\b/i,
    text: { ro: 'Bună! Cu ce te pot ajuta?', en: 'Hello! How can I help?' },
  },
];

const FALLBACK: Record<ChatLanguage, string> = {
  ro: 'Mulțumesc, am notat întrebarea. Scrie „agent” dacă vrei să vorbești cu un coleg.',
  en: 'Thank you, I have noted your question. Type "agent" to talk to a colleague.',
};

/** The bot's answer to a player's message. */
export function botReply(text: string, language: ChatLanguage): string {
  return (REPLIES.find((reply) => reply.pattern.test(text))?.text ?? FALLBACK)[language];
}

export function welcomeText(firstName: string | null, language: ChatLanguage): string {
  if (language === 'en')
    return `${firstName ? `Hello, ${firstName}!` : 'Hello!'} I am the Cazino Regal virtual assistant. How can I help?`;
  return `${firstName ? `Bună, ${firstName}!` : 'Bună!'} Sunt asistentul virtual Cazino Regal. Cu ce te pot ajuta?`;
}

export const newAnonymousId = () => `anon_${randomBytes(12).toString('base64url')}`;
export const isAnonymousId = (value: unknown): value is string =>
  typeof value === 'string' && /^anon_[A-Za-z0-9_-]{8,64}$/.test(value);

export class Conversations {
  private readonly byKey = new Map<string, Conversation>();
  private sequence = 0;

  constructor(private readonly now: () => number) {}

  /** The conversation of a player or an anonymous id, created (with the bot's welcome, already read) when new. */
  open(who: { username: string } | { anonymousId: string }, welcome: string): Conversation {
    const key = 'username' in who ? `user:${who.username.toLowerCase()}` : `anon:${who.anonymousId}`;
    let conversation = this.byKey.get(key);
    if (!conversation) {
      conversation = {
        key,
        username: 'username' in who ? who.username : null,
        anonymousId: 'anonymousId' in who ? who.anonymousId : null,
        messages: [],
        unread: 0,
        listeners: new Set(),
      };
      this.byKey.set(key, conversation);
      conversation.messages.push(this.message('bot', welcome));
    }
    return conversation;
  }

  find(who: { username: string } | { anonymousId: string }): Conversation | undefined {
    return this.byKey.get(
      'username' in who ? `user:${who.username.toLowerCase()}` : `anon:${who.anonymousId}`,
    );
  }

  list(): Conversation[] {
    return [...this.byKey.values()];
  }

  /** Adds a message and sends it to every connected widget; answers how many it reached. */
  post(
    conversation: Conversation,
    from: ChatAuthor,
    text: string,
  ): { message: ChatMessage; delivered: number } {
    const message = this.message(from, text);
    conversation.messages.push(message);
    if (conversation.messages.length > HISTORY_LIMIT) conversation.messages.shift();
    const seen = [...conversation.listeners].some((listener) => listener.visible);
    if (from !== 'player' && !seen) conversation.unread++;
    for (const listener of conversation.listeners) listener.send(message);
    return { message, delivered: conversation.listeners.size };
  }

  /** A widget was opened or closed; opening reads everything. */
  setVisible(conversation: Conversation, listener: ChatListener, visible: boolean): void {
    listener.visible = visible;
    if (visible) conversation.unread = 0;
  }

  clear(): void {
    this.byKey.clear();
  }

  private message(from: ChatAuthor, text: string): ChatMessage {
    return {
      id: `msg-${++this.sequence}`,
      from,
      text,
      createdAt: new Date(this.now()).toISOString(),
    };
  }
}
