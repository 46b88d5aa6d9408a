import { type PageSeo, withSiteOrigin } from '@casino/core/head-resources';
import { useMatches, useRouteLoaderData } from 'react-router';

/** The SEO record of the deepest route that has one (the page's, over its layout's). */
function usePageSeo(): PageSeo | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const data = matches[i]?.loaderData as { seo?: PageSeo | null } | undefined;
    if (data?.seo) return data.seo;
  }
  return null;
}

/** The page's SEO head resources (styles, links, scripts; checked on the server), rendered in the head. */
export function SeoHeadResources() {
  const resources = usePageSeo()?.headResources;
  const origin = (useRouteLoaderData('root') as { siteOrigin?: string } | undefined)?.siteOrigin;
  if (!resources) return null;
  const { styles, scripts } = resources;
  // Canonical and alternate addresses absolute on the site's origin (SITE_URL, or the request's).
  const links = origin ? withSiteOrigin(resources.links, origin) : resources.links;
  return (
    <>
      {links.map((link) => (
        <link key={`${link.rel} ${link.href} ${link.hreflang ?? ''}`} {...link} />
      ))}
      {/* Keyed by content: a page with other resources mounts new elements instead of patching these. */}
      {styles.map((css) => (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: CSS text checked by core (it cannot close the element)
        <style key={css} dangerouslySetInnerHTML={{ __html: css }} />
      ))}
      {scripts.map((script) =>
        'src' in script ? (
          <script key={script.src} src={script.src} async={script.async} defer={script.defer} />
        ) : (
          <JsonLd key={script.jsonLd} json={script.jsonLd} />
        ),
      )}
    </>
  );
}

function JsonLd({ json }: { json: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON re-serialised by core with < escaped; data, never run
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
