/**
 * CMS markup. Every caller passes HTML that `sanitiseCmsHtml` cleaned on the server, so this is the
 * one place the portal renders markup it did not write.
 */
export function CmsHtml({ html, as: Tag = 'div' }: { html: string; as?: 'div' | 'section' }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server by sanitiseCmsHtml
  return <Tag className="cms-html" dangerouslySetInnerHTML={{ __html: html }} />;
}
