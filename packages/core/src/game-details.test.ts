import { describe, expect, it } from 'vitest';
import {
  firstLabel,
  formatRtp,
  type GameDetailSource,
  gameDetailFacts,
  gameDetailTags,
  previewVideoState,
  showGameInfoIcons,
} from './game-details.ts';
import type { DetailTagGroup } from './schemas.ts';

const nbsp = (text: string) => text.replace(/ /g, '\u00a0');
const label = (title: string) => ({ title, color: '#000', textColor: '#fff' });
const source: GameDetailSource = {
  collections: ['Fructe', 'Clasice', 'Noi', 'Top'],
  categories: ['Sloturi'],
  lines: 20,
  numberOfReels: 5,
  labels: [label('Nou'), label('Hot')],
  specialFeatures: ['Free spins', 'Wild', 'Scatter', 'Multiplier'],
  volatility: 4,
  rtp: 96.5,
};
const all: DetailTagGroup[] = [
  'collections',
  'categories',
  'lines',
  'reels',
  'labels',
  'specialFeatures',
  'volatility',
  'rtp',
];

describe('game-detail tags (catalogue.md section 5)', () => {
  it('shows the configured groups, at most 3 each, RTP with 2 decimals and %', () => {
    expect(gameDetailTags(source, all)).toEqual([
      { group: 'collections', tags: ['Fructe', 'Clasice', 'Noi'] },
      { group: 'categories', tags: ['Sloturi'] },
      { group: 'lines', tags: ['20'] },
      { group: 'reels', tags: ['5'] },
      { group: 'labels', tags: ['Nou', 'Hot'] },
      { group: 'specialFeatures', tags: ['Free spins', 'Wild', 'Scatter'] },
      { group: 'volatility', tags: ['4'] },
      { group: 'rtp', tags: ['96,50\u00a0%'] },
    ]);
  });

  it('only groups the configuration lists', () => {
    expect(gameDetailTags(source, ['rtp', 'reels']).map((t) => t.group)).toEqual(['rtp', 'reels']);
    expect(gameDetailTags(source, [])).toEqual([]);
  });

  it.each<[Partial<GameDetailSource>, DetailTagGroup]>([
    [{ rtp: null }, 'rtp'],
    [{ rtp: Number.NaN }, 'rtp'],
    [{ volatility: null }, 'volatility'],
    [{ numberOfReels: null }, 'reels'],
    [{ lines: 0 }, 'lines'],
    [{ lines: null }, 'lines'],
    [{ labels: [] }, 'labels'],
  ])('%j hides the %s group', (change, group) => {
    expect(gameDetailTags({ ...source, ...change }, [group])).toEqual([]);
  });

  it.each([
    [96, '96,00\u00a0%'],
    [94.123, '94,12\u00a0%'],
    [97.005, '97,01\u00a0%'],
  ])('RTP %s is %s', (rtp, text) => expect(formatRtp(rtp)).toBe(text));

  it('writes RTP as ro-RO writes a percentage (Intl), the decimal comma included', () => {
    const intl = new Intl.NumberFormat('ro-RO', {
      style: 'percent',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    for (const rtp of [88, 93.09, 95.5, 96.12, 99.99]) expect(formatRtp(rtp)).toBe(intl.format(rtp / 100));
  });
});

describe('game-detail facts', () => {
  it('bet range min then max in threshold format, max win when non-zero, no dealer for slots', () => {
    expect(
      gameDetailFacts({ type: 'Slot', minBet: 0.2, maxBet: 1500, maxWin: 250000 }, { dealerName: 'Ana' }),
    ).toEqual({
      betRange: [nbsp('0,20 lei'), nbsp('1.500 lei')],
      maxWin: nbsp('250.000 lei'),
      dealer: null,
    });
  });

  it('max win zero is hidden; the dealer shows for live games with a name', () => {
    expect(
      gameDetailFacts(
        { type: 'Live', minBet: 1, maxBet: 5, maxWin: 0 },
        { dealerName: 'Ana', currency: 'EUR' },
      ),
    ).toEqual({
      betRange: [nbsp('1,00 €'), nbsp('5,00 €')],
      maxWin: null,
      dealer: 'Ana',
    });
    expect(gameDetailFacts({ type: 'Live', minBet: 1, maxBet: 5, maxWin: 0 }).dealer).toBeNull();
  });

  it('info icons show to a logged-in user or when a description exists; the first label shows', () => {
    expect(showGameInfoIcons(true, null)).toBe(true);
    expect(showGameInfoIcons(false, 'Despre joc')).toBe(true);
    expect(showGameInfoIcons(false, true)).toBe(true);
    expect(showGameInfoIcons(false, false)).toBe(false);
    expect(showGameInfoIcons(false, '  ')).toBe(false);
    expect(showGameInfoIcons(false, undefined)).toBe(false);
    expect(firstLabel([label('Nou'), label('Hot')])?.title).toBe('Nou');
    expect(firstLabel([])).toBeNull();
  });

  it.each([
    ['v.mp4', false, true, 'video'],
    ['v.mp4', true, true, 'none'],
    [null, false, true, 'none'],
    ['v.mp4', false, false, 'unsupported'],
  ] as const)('preview video %s, errored %s, supported %s: %s', (video, errored, supported, state) => {
    expect(previewVideoState(video, errored, supported)).toBe(state);
  });
});
