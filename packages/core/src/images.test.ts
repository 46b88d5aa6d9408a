import { describe, expect, it } from 'vitest';
import { assetImageUrl, densitySrcSet, gameImageUrl, resizeTo, widthSrcSet } from './images.ts';

describe('image URLs (catalogue.md section 7)', () => {
  it.each([
    ['https://cdn.test', { id: 'abc' }, {}, 'https://cdn.test/assets/abc?format=webp'],
    [
      'https://cdn.test/',
      { id: 'abc', seoName: 'book-of-lei' },
      {},
      'https://cdn.test/assets/abc/book-of-lei?format=webp',
    ],
    [
      'https://cdn.test',
      { id: 'a b', seoName: 'Book of Lei' },
      {},
      'https://cdn.test/assets/a%20b/Book%20of%20Lei?format=webp',
    ],
    [
      'https://cdn.test',
      { id: 'abc' },
      { query: { width: 320 }, transforms: [{ resize: { width: 320 } }] },
      'https://cdn.test/assets/abc?format=webp&width=320&transforms=%5B%7B%22resize%22%3A%7B%22width%22%3A320%7D%7D%5D',
    ],
    ['https://cdn.test', { id: 'abc' }, { transforms: [] }, 'https://cdn.test/assets/abc?format=webp'],
  ])('assets/{id}[/{seo name}]?format=webp: %s %j %j', (base, image, options, url) => {
    expect(assetImageUrl(base, image, options)).toBe(url);
  });

  it.each([
    ['thumbnail', 3, 'https://cdn.test/assets/book-of-lei/thumbnail?format=webp&version=3'],
    ['portrait', null, 'https://cdn.test/assets/book-of-lei/portrait?format=webp'],
    ['landscape', 0, 'https://cdn.test/assets/book-of-lei/landscape?format=webp'],
    ['thumbnail', undefined, 'https://cdn.test/assets/book-of-lei/thumbnail?format=webp'],
  ] as const)('game image by type %s and version %s', (kind, version, url) => {
    expect(gameImageUrl('https://cdn.test/', 'book-of-lei', kind, version)).toBe(url);
  });

  it('game images take transforms too', () => {
    expect(gameImageUrl('https://cdn.test', 'g', 'thumbnail', 2, { query: { w: 200 } })).toBe(
      'https://cdn.test/assets/g/thumbnail?format=webp&version=2&w=200',
    );
  });
});

describe('responsive image candidates (issue 13: the width it is shown at)', () => {
  const urlFor = (width: number) => gameImageUrl('https://cdn.test', 'book', 'thumbnail', 2, resizeTo(width));

  it('widthSrcSet: one candidate per width, each asking the store for that width', () => {
    expect(widthSrcSet([150, 300], urlFor)).toBe(
      'https://cdn.test/assets/book/thumbnail?format=webp&version=2&transforms=%5B%7B%22resize%22%3A%7B%22width%22%3A150%7D%7D%5D 150w, ' +
        'https://cdn.test/assets/book/thumbnail?format=webp&version=2&transforms=%5B%7B%22resize%22%3A%7B%22width%22%3A300%7D%7D%5D 300w',
    );
  });

  it('densitySrcSet: 1x and 2x of a fixed CSS width (3x when asked)', () => {
    const widths = (srcSet: string) =>
      srcSet.split(', ').map((candidate) => {
        const [url, descriptor] = candidate.split(' ');
        const transforms = decodeURIComponent((url as string).split('transforms=')[1] as string);
        return `${JSON.parse(transforms)[0].resize.width} ${descriptor}`;
      });
    expect(widths(densitySrcSet(24, urlFor))).toEqual(['24 1x', '48 2x']);
    expect(widths(densitySrcSet(45, urlFor, [1, 1.5, 3]))).toEqual(['45 1x', '68 1.5x', '135 3x']);
  });
});
