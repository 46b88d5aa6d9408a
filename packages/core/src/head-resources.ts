/**
 * SEO head resources (shell.md section 3) as the page may render them. The CMS is trusted to author them,
 * not to be free of mistakes or a compromised account, so each entry is checked on its own and a bad one
 * is dropped (ADR 0007, "SEO head resources").
 */
import * as v from 'valibot';
import type { HeadResources, Seo } from './schemas.ts';

export interface HeadLink {
  rel: string;
  href: string;
  hreflang?: string;
  type?: string;
  sizes?: string;
  media?: string;
}

export type HeadScript = { src: string; async: boolean; defer: boolean } | { jsonLd: string };

export interface SafeHeadResources {
  styles: string[];
  links: HeadLink[];
  scripts: HeadScript[];
}

export const NO_HEAD_RESOURCES: SafeHeadResources = Object.freeze({ styles: [], links: [], scripts: [] });

const LINK_RELS = new Set([
  'canonical',
  'alternate',
  'preconnect',
  'dns-prefetch',
  'preload',
  'prefetch',
  'icon',
  'apple-touch-icon',
  'manifest',
  'stylesheet',
  'author',
  'license',
]);

const Link = v.object({
  rel: v.string(),
  href: v.string(),
  hreflang: v.optional(v.string()),
  type: v.optional(v.string()),
  sizes: v.optional(v.string()),
  media: v.optional(v.string()),
});
const ExternalScript = v.object({
  src: v.string(),
  async: v.optional(v.boolean()),
  defer: v.optional(v.boolean()),
});
const JsonLdScript = v.object({ type: v.literal('application/ld+json'), content: v.string() });

/** An http(s) address, or a path of this site (never protocol-relative). */
function safeUrl(href: string, allowPath: boolean): boolean {
  if (allowPath && href.startsWith('/') && !href.startsWith('//') && !href.includes('\\')) return true;
  return /^https?:\/\/[^\s]+$/i.test(href);
}

function safeLink(input: unknown): HeadLink | null {
  const parsed = v.safeParse(Link, input);
  if (!parsed.success) return null;
  const link = parsed.output;
  const rels = link.rel.toLowerCase().split(/\s+/).filter(Boolean);
  if (rels.length === 0 || !rels.every((rel) => LINK_RELS.has(rel)) || !safeUrl(link.href, true)) return null;
  return { ...link, rel: rels.join(' ') };
}

function safeScript(input: unknown): HeadScript | null {
  const external = v.safeParse(ExternalScript, input);
  if (external.success)
    return safeUrl(external.output.src, false)
      ? {
          src: external.output.src,
          async: external.output.async ?? true,
          defer: external.output.defer ?? false,
        }
      : null;
  const data = v.safeParse(JsonLdScript, input);
  if (!data.success) return null;
  try {
    // Re-serialised, with `<` escaped, so the text can never close its <script> element.
    return { jsonLd: JSON.stringify(JSON.parse(data.output.content)).replace(/</g, '\\u003c') };
  } catch {
    return null;
  }
}

function safeStyle(input: unknown): string | null {
  if (typeof input !== 'string' || input.trim() === '') return null;
  return input.replace(/<\/style/gi, '<\\/style');
}

export function safeHeadResources(resources: HeadResources | null | undefined): SafeHeadResources {
  if (!resources) return NO_HEAD_RESOURCES;
  const keep = <T>(list: unknown[] | undefined, check: (input: unknown) => T | null): T[] =>
    (list ?? []).flatMap((entry) => {
      const safe = check(entry);
      return safe === null ? [] : [safe];
    });
  return {
    styles: keep(resources.styles, safeStyle),
    links: keep(resources.links, safeLink),
    scripts: keep(resources.scripts, safeScript),
  };
}

/** Relations whose address search engines take as a page's identity: they want it absolute. */
const IDENTITY_RELS = new Set(['canonical', 'alternate']);

/**
 * The links with a canonical or alternate (hreflang) address given as a site path, made absolute on the
 * site's origin (`https://cazino.example`): search engines ignore a relative hreflang and may misread a
 * relative canonical. Other links and absolute addresses are left as they are.
 */
export function withSiteOrigin(links: readonly HeadLink[], origin: string): HeadLink[] {
  return links.map((link) =>
    link.href.startsWith('/') && link.rel.split(' ').some((rel) => IDENTITY_RELS.has(rel))
      ? { ...link, href: `${origin}${link.href}` }
      : link,
  );
}

/** An SEO record as pages carry it: its head resources already checked (on the server). */
export type PageSeo = Omit<Seo, 'headResources'> & { headResources: SafeHeadResources };

export function pageSeo(seo: Seo): PageSeo {
  return { ...seo, headResources: safeHeadResources(seo.headResources) };
}
