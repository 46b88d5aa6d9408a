import { describe, expect, it } from 'vitest';
import { checkInlinable } from './vite.inline-css';

describe('the stylesheet inlined in the HTML', () => {
  it('keeps rules whose urls resolve the same from the page as from /assets/', () => {
    const css =
      '.a{background:url(/assets/x.png)}.b{background:url("data:image/png;base64,AA")}.c{mask:url(#m)}';
    expect(checkInlinable(css, 'frame.css')).toBe(css);
    expect(checkInlinable(".d{background:url('https://cdn.example/x.png')}", 'frame.css')).toContain('cdn');
  });

  it('fails the build on a relative url, which would resolve against the page', () => {
    expect(() => checkInlinable('.a{background:url(./x.png)}', 'frame.css')).toThrow(
      /relative url\(\.\/x\.png\)/,
    );
    expect(() => checkInlinable('.a{background:url("font.woff2")}', 'frame.css')).toThrow(/relative/);
    expect(() => checkInlinable('.a{background:url(../x.png)}', 'frame.css')).toThrow(/relative/);
  });

  it('fails the build on text that would end the style element early', () => {
    expect(() => checkInlinable('.a::after{content:"</style><script>"}', 'frame.css')).toThrow(/<\/style/);
  });
});
