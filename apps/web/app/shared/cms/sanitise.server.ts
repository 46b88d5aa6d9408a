import { previewLink } from '@casino/core/routes';
import sanitizeHtml from 'sanitize-html';

/**
 * CMS HTML is sanitised before it is rendered (architecture.md, reliability and security): no scripts,
 * handlers or unsafe schemes. In preview mode its internal links stay in preview.
 */
export function sanitiseCmsHtml(html: string, preview = false): string {
  return sanitizeHtml(html, {
    allowedTags: sanitizeHtml.defaults.allowedTags.concat(['img']),
    allowedAttributes: {
      ...sanitizeHtml.defaults.allowedAttributes,
      img: ['src', 'alt', 'width', 'height', 'loading'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: attribs.href ? { ...attribs, href: previewLink(attribs.href, preview) } : attribs,
      }),
    },
  });
}
