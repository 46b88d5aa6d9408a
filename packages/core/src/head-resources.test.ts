import { describe, expect, it } from 'vitest';
import { NO_HEAD_RESOURCES, pageSeo, safeHeadResources, withSiteOrigin } from './head-resources.ts';

describe('SEO head resources', () => {
  it('keeps links with a known rel and a web address or site path', () => {
    const { links } = safeHeadResources({
      links: [
        { rel: 'canonical', href: '/' },
        { rel: 'alternate', hreflang: 'en', href: '/?lang=en' },
        { rel: 'preconnect', href: 'https://assets.example.ro' },
        { rel: 'Stylesheet', href: 'https://cdn.example.ro/x.css', media: 'screen' },
        { rel: 'import', href: '/x.html' },
        { rel: 'canonical', href: 'javascript:alert(1)' },
        { rel: 'canonical', href: '//evil.example' },
        { rel: 'icon', href: '/\\evil' },
        { rel: 'canonical' },
        'not a link',
      ],
    });
    expect(links).toEqual([
      { rel: 'canonical', href: '/' },
      { rel: 'alternate', hreflang: 'en', href: '/?lang=en' },
      { rel: 'preconnect', href: 'https://assets.example.ro' },
      { rel: 'stylesheet', href: 'https://cdn.example.ro/x.css', media: 'screen' },
    ]);
  });

  it('makes a canonical or alternate site path absolute on the site origin, and leaves the rest', () => {
    expect(
      withSiteOrigin(
        [
          { rel: 'canonical', href: '/' },
          { rel: 'alternate', hreflang: 'en', href: '/toate-jocurile?lang=en' },
          { rel: 'canonical', href: 'https://www.cazino.example/' },
          { rel: 'icon', href: '/icon.svg' },
          { rel: 'preload', href: '/hero.webp' },
        ],
        'https://cazino.example',
      ),
    ).toEqual([
      { rel: 'canonical', href: 'https://cazino.example/' },
      { rel: 'alternate', hreflang: 'en', href: 'https://cazino.example/toate-jocurile?lang=en' },
      { rel: 'canonical', href: 'https://www.cazino.example/' },
      { rel: 'icon', href: '/icon.svg' },
      { rel: 'preload', href: '/hero.webp' },
    ]);
  });

  it('keeps structured data as escaped JSON and external http(s) scripts', () => {
    const { scripts } = safeHeadResources({
      scripts: [
        {
          type: 'application/ld+json',
          content: '{"@type":"WebSite","name":"</script><script>alert(1)</script>"}',
        },
        { type: 'application/ld+json', content: '{not json' },
        { src: 'https://tags.example.ro/t.js', defer: true },
        { src: '/local.js' },
        { src: 'data:text/javascript,alert(1)' },
        { type: 'text/javascript', content: 'alert(1)' },
      ],
    });
    expect(scripts).toEqual([
      { jsonLd: '{"@type":"WebSite","name":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}' },
      { src: 'https://tags.example.ro/t.js', async: true, defer: true },
    ]);
  });

  it('keeps CSS text that cannot close its style element', () => {
    expect(
      safeHeadResources({ styles: ['.a{color:red}', '', 42, '</STYLE><script>x</script>'] }).styles,
    ).toEqual(['.a{color:red}', '<\\/style><script>x</script>']);
  });

  it('no record or no resources: nothing', () => {
    expect(safeHeadResources(undefined)).toBe(NO_HEAD_RESOURCES);
    expect(safeHeadResources({})).toEqual(NO_HEAD_RESOURCES);
  });

  it('a page carries its SEO record with the resources checked', () => {
    const seo = {
      title: 'T',
      ogTitle: 'T',
      description: 'D',
      ogDescription: 'D',
      ogImage: null,
      twitterCard: 'summary',
      metaRobots: 'index, follow',
      headResources: {
        links: [
          { rel: 'canonical', href: '/' },
          { rel: 'canonical', href: 'javascript:x' },
        ],
      },
    };
    expect(pageSeo(seo)).toEqual({
      ...seo,
      headResources: { styles: [], links: [{ rel: 'canonical', href: '/' }], scripts: [] },
    });
    expect(pageSeo({ ...seo, headResources: undefined }).headResources).toBe(NO_HEAD_RESOURCES);
  });
});
