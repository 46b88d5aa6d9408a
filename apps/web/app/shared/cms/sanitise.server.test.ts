import { describe, expect, it } from 'vitest';
import { sanitiseCmsHtml } from './sanitise.server';

describe('CMS HTML sanitising', () => {
  it('removes scripts, event handlers and javascript: links but keeps the content', () => {
    const html =
      '<h2 onclick="steal()">Bonus</h2><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src="https://cdn.example/a.webp" onerror="steal()" alt="a">';
    const clean = sanitiseCmsHtml(html);
    expect(clean).toContain('<h2>Bonus</h2>');
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:/);
    expect(clean).toContain('<img src="https://cdn.example/a.webp" alt="a" />');
  });

  it('keeps internal links in preview mode and leaves external ones alone', () => {
    const html = '<a href="/promotii/bonus">a</a><a href="https://sport.example.ro/">b</a>';
    expect(sanitiseCmsHtml(html, true)).toBe(
      '<a href="/preview/promotii/bonus">a</a><a href="https://sport.example.ro/">b</a>',
    );
    expect(sanitiseCmsHtml(html, false)).toBe(html);
  });
});
