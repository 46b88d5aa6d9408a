/**
 * The little of jsdom's API the micro-frontend tests use (jsdom ships no types and the sandbox compiles
 * without the DOM library), as structural types.
 */
declare module 'jsdom' {
  export interface TestElement {
    id: string;
    tagName: string;
    textContent: string | null;
    innerHTML: string;
    value: string;
    checked: boolean;
    hidden: boolean;
    type: string;
    name: string;
    src: string;
    title: string;
    parentElement: TestElement | null;
    contentWindow: TestWindow | null;
    dataset: Record<string, string | undefined>;
    getAttribute(name: string): string | null;
    querySelector(selectors: string): TestElement | null;
    querySelectorAll(selectors: string): ArrayLike<TestElement>;
    click(): void;
    focus(): void;
    requestSubmit(): void;
    contains(other: TestElement | null): boolean;
    dispatchEvent(event: unknown): boolean;
  }

  export interface TestEvent {
    type: string;
    detail: unknown;
    preventDefault(): void;
  }

  export interface TestWindow {
    document: {
      cookie: string;
      body: TestElement;
      documentElement: TestElement;
      activeElement: TestElement | null;
      querySelector(selectors: string): TestElement | null;
      querySelectorAll(selectors: string): ArrayLike<TestElement>;
      getElementById(id: string): TestElement | null;
    };
    localStorage: { getItem(key: string): string | null };
    sessionStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void };
    fetch: unknown;
    Identa?: unknown;
    casinoMicroFrontends?: Record<
      string,
      { mount(host: TestElement, props: unknown): { update(props: unknown): void; unmount(): void } }
    >;
    KeyboardEvent: new (type: string, init: { key: string; bubbles: boolean }) => unknown;
    CustomEvent: new (type: string, init?: { detail?: unknown; cancelable?: boolean }) => unknown;
    MouseEvent: new (type: string, init: { bubbles: boolean }) => unknown;
    Event: new (type: string) => unknown;
    MessageEvent: new (type: string, init: { data?: unknown; origin?: string; source?: unknown }) => unknown;
    postMessage(message: unknown, targetOrigin: string): void;
    dispatchEvent(event: unknown): boolean;
    eval(code: string): unknown;
    addEventListener(type: string, listener: (event: TestEvent) => void): void;
    close(): void;
  }

  export class VirtualConsole {
    on(event: 'jsdomError', listener: (error: Error) => void): this;
  }

  export class JSDOM {
    constructor(
      html?: string,
      options?: {
        url?: string;
        referrer?: string;
        runScripts?: 'outside-only' | 'dangerously';
        virtualConsole?: VirtualConsole;
        beforeParse?: (window: TestWindow) => void;
      },
    );
    readonly window: TestWindow;
  }
}
