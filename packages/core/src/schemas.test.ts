import { describe, expect, it } from 'vitest';
import { Label, parseLayout, parseList, parseRecord } from './schemas.ts';

const label = { title: 'Nou', color: '#f00', textColor: '#fff' };

describe('lenient parsing (design/architecture.md, data flow 4)', () => {
  it('parseList keeps valid records and counts the dropped ones', () => {
    expect(parseList(Label, [label, { title: 3 }, label])).toEqual({ items: [label, label], rejected: 1 });
  });

  it('a body that is not an array parses as null', () => {
    expect(parseList(Label, { items: [label] })).toBeNull();
    expect(parseList(Label, null)).toBeNull();
  });

  it('parseRecord gives the record or null', () => {
    expect(parseRecord(Label, label)).toEqual(label);
    expect(parseRecord(Label, { title: 'x' })).toBeNull();
  });

  it('parseLayout drops unknown or malformed widgets', () => {
    const layout = parseLayout({
      id: 'home',
      page: 'Home',
      lobby: 'casino',
      seoId: null,
      widgets: [
        { id: 'w1', type: 'providers' },
        { id: 'w2', type: 'unknown-widget' },
        { id: 'w3', type: 'carousel' },
        { id: 'w4', type: 'html', html: '<p>x</p>', title: 'T' },
      ],
    });
    expect(layout?.widgets).toEqual([
      { id: 'w1', type: 'providers', title: '' },
      { id: 'w4', type: 'html', html: '<p>x</p>', title: 'T' },
    ]);
  });

  it('an invalid layout parses as null', () => {
    expect(parseLayout({ id: 'home', page: 'Nowhere' })).toBeNull();
  });
});
