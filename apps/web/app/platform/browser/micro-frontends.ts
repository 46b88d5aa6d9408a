/**
 * The micro-frontend host (shell.md sections 4, 8; protocol in core's micro-frontends.ts): finds a
 * micro-frontend by its manifest, loads it once and mounts it into an element; framework-free, a component
 * hands it an element. Failures are only logged (the spec's rule); downloads, mount guards, `ready`: ADR 0071.
 */
import {
  MICRO_FRONTEND_REGISTRY,
  MicroFrontendManifest,
  type MicroFrontendModule,
  type MicroFrontendProps,
  type MicroFrontendRegistry,
  type MountedMicroFrontend,
  microFrontendManifestUrl,
  resolveManifestAsset,
} from '@casino/core/micro-frontends';
import * as v from 'valibot';
import { appendScript, appendStylesheet } from './micro-frontend-assets';

export interface MicroFrontendHostOptions {
  /** The micro-frontend host (`MFE_HOST_URL`); manifests are at `{baseUrl}/fe/{name}/manifest.json`. */
  baseUrl: string;
  document?: Document;
  /** Where the entry scripts register their modules (the document's window by default). */
  window?: Window;
  /** Fetches the manifests (the window's fetch by default). */
  fetch?: typeof fetch;
  log?: (message: string, error?: unknown) => void;
}

export interface MicroFrontendMountOptions {
  /** A locale change mounts the micro-frontend again. */
  locale: string;
  /** The manifest's cache buster (`?v=`). */
  cacheBust: string;
}

export interface MicroFrontendHandle<P extends MicroFrontendProps = MicroFrontendProps>
  extends MountedMicroFrontend<P> {
  /** True once mounted; false when it failed, or was replaced or unmounted before it mounted. */
  readonly ready: Promise<boolean>;
}

export interface MicroFrontendHost {
  /** Never throws and never rejects: failures are logged and the handle does nothing. */
  mount<P extends MicroFrontendProps>(
    name: string,
    element: HTMLElement,
    props: P,
    options: MicroFrontendMountOptions,
  ): MicroFrontendHandle<P>;
}

interface Slot {
  element: HTMLElement;
  name: string;
  locale: string;
  props: MicroFrontendProps;
  state: 'loading' | 'mounted' | 'failed' | 'ended';
  instance: MountedMicroFrontend | null;
  ready: Promise<boolean>;
}

/** A cached download: the same address shares one promise; a failure is dropped so it can be retried. */
function once<T>(cache: Map<string, Promise<T>>, key: string, start: () => Promise<T>): Promise<T> {
  const cached = cache.get(key);
  if (cached) return cached;
  const started = start();
  cache.set(key, started);
  started.catch(() => cache.delete(key));
  return started;
}

export function createMicroFrontendHost(options: MicroFrontendHostOptions): MicroFrontendHost {
  const doc = options.document ?? document;
  const win = options.window ?? doc.defaultView ?? window;
  const log = options.log ?? ((message: string, error?: unknown) => console.error(message, error));
  const manifests = new Map<string, Promise<MicroFrontendManifest>>();
  const scripts = new Map<string, Promise<void>>();
  const styles = new Set<string>();
  const slots = new WeakMap<HTMLElement, Slot>();

  async function fetchManifest(url: string, name: string): Promise<MicroFrontendManifest> {
    const doFetch = options.fetch ?? win.fetch.bind(win);
    const response = await doFetch(url, { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`HTTP ${response.status}: ${url}`);
    const manifest = v.parse(MicroFrontendManifest, await response.json());
    if (manifest.name !== name) throw new Error(`The manifest of ${name} names ${manifest.name}`);
    return manifest;
  }

  function addStyle(href: string) {
    if (styles.has(href)) return;
    styles.add(href);
    const link = appendStylesheet(doc, href);
    link.addEventListener('error', () => {
      styles.delete(href);
      link.remove();
      log(`Micro-frontend stylesheet failed to load: ${href}`);
    });
  }

  /** The registered module of `name`, downloading what it needs; null (logged) when that fails. */
  async function load(name: string, cacheBust: string): Promise<MicroFrontendModule<HTMLElement> | null> {
    const manifestUrl = microFrontendManifestUrl(options.baseUrl, name, cacheBust);
    try {
      const manifest = await once(manifests, manifestUrl, () => fetchManifest(manifestUrl, name));
      for (const style of manifest.styles) addStyle(resolveManifestAsset(manifestUrl, style));
      const entry = resolveManifestAsset(manifestUrl, manifest.entry);
      await once(scripts, entry, () => appendScript(doc, entry));
    } catch (error) {
      log(`Micro-frontend ${name} failed to load`, error);
      return null;
    }
    const registry = (win as unknown as Record<string, MicroFrontendRegistry<HTMLElement> | undefined>)[
      MICRO_FRONTEND_REGISTRY
    ];
    const module = registry?.[name];
    if (typeof module?.mount !== 'function') {
      log(`Micro-frontend ${name} did not register`);
      return null;
    }
    return module;
  }

  function end(slot: Slot) {
    if (slot.state === 'mounted') {
      try {
        slot.instance?.unmount();
      } catch (error) {
        log(`Micro-frontend ${slot.name} failed to unmount`, error);
      }
    }
    slot.state = 'ended';
    slot.instance = null;
    if (slots.get(slot.element) === slot) slots.delete(slot.element);
  }

  function handle<P extends MicroFrontendProps>(slot: Slot): MicroFrontendHandle<P> {
    return {
      ready: slot.ready,
      update(props) {
        if (slot.state === 'ended' || slot.state === 'failed') return;
        slot.props = { ...slot.props, ...props };
        if (slot.state !== 'mounted') return;
        try {
          slot.instance?.update(props);
        } catch (error) {
          log(`Micro-frontend ${slot.name} failed to update`, error);
        }
      },
      unmount() {
        end(slot);
      },
    };
  }

  return {
    mount(name, element, props, { locale, cacheBust }) {
      const current = slots.get(element);
      if (current?.name === name && current.locale === locale && current.state !== 'failed') {
        handle(current).update(props);
        return handle(current);
      }
      if (current) end(current);
      const slot: Slot = {
        element,
        name,
        locale,
        props,
        state: 'loading',
        instance: null,
        ready: Promise.resolve(false),
      };
      slots.set(element, slot);
      slot.ready = load(name, cacheBust).then((module) => {
        if (slot.state !== 'loading') return false;
        if (!module) {
          slot.state = 'failed';
          return false;
        }
        try {
          slot.instance = module.mount(element, slot.props);
          slot.state = 'mounted';
          return true;
        } catch (error) {
          slot.state = 'failed';
          log(`Micro-frontend ${name} failed to mount`, error);
          return false;
        }
      });
      return handle(slot);
    },
  };
}
