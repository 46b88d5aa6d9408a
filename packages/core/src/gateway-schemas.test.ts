import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { type LoginAnswer, selfExclusionRedirect } from './auth.ts';
import {
  activeGamingBonuses,
  type BonusDetails,
  currentBonuses,
  type GamingBonus,
  isSelfExcludedForBonuses,
  keptBonusDetails,
  type SelfExclusionOverview,
  type UserBonus,
} from './bonuses.ts';
import { chatContextFromToken } from './chat.ts';
import { buildLaunchUrl, type GameProviderToken } from './game-launch.ts';
import {
  BalancesAnswer,
  BonusDetailsAnswer,
  ClientOverviewAnswer,
  GameResultsAnswer,
  GamingBonusesAnswer,
  GatewayError,
  GatewayLoginAnswer,
  PersonalisedGamesAnswer,
  PlayerGamesAnswer,
  PlayerInfoAnswer,
  SessionTokenAnswer,
  UserBonusesAnswer,
  ValidateSessionAnswer,
} from './gateway-schemas.ts';
import {
  type GameResult,
  type PersonalisedGames,
  type PlayerGameResult,
  recentWins,
  splitPlayerGames,
} from './player-games.ts';
import { parseRecord } from './schemas.ts';

// Compile-time checks: the parsed answers are what core's rules take.
const asLoginAnswer = (answer: GatewayLoginAnswer): LoginAnswer => answer;
const asUserBonuses = (answer: UserBonusesAnswer): UserBonus[] => answer.bonuses;
const asGamingBonuses = (answer: GamingBonusesAnswer): GamingBonus[] => answer.bonuses;
const asBonusDetails = (answer: BonusDetailsAnswer): BonusDetails => answer;
const asOverview = (answer: ClientOverviewAnswer): SelfExclusionOverview => answer;
const asToken = (answer: SessionTokenAnswer): GameProviderToken => answer;
const asPlayerGames = (answer: PlayerGamesAnswer): PlayerGameResult[] => answer.results;
const asGameResults = (answer: GameResultsAnswer): GameResult[] => answer.results;
const asPersonalised = (answer: PersonalisedGamesAnswer): PersonalisedGames => answer;

const date = '2026-11-01T10:00:00.000Z';

describe('gateway answers', () => {
  it('a suspended self-exclusion login leads to its redirection', () => {
    const answer = v.parse(GatewayLoginAnswer, {
      username: 'suspendat',
      notificationToken: null,
      sessionToken: null,
      additionalInformation: {
        exception: 'SuspendedSelfExclusionException',
        redirectionUrl: 'http://localhost:4000/account/autoexcludere',
      },
    });
    expect(selfExclusionRedirect(asLoginAnswer(answer))).toBe('http://localhost:4000/account/autoexcludere');
    const plain = v.parse(GatewayLoginAnswer, {
      username: 'demo',
      notificationToken: 'n',
      sessionToken: 's',
      additionalInformation: null,
    });
    expect(selfExclusionRedirect(plain)).toBeNull();
  });

  it('bonus answers feed the bonus rules', () => {
    const bonuses = v.parse(UserBonusesAnswer, {
      bonuses: [
        {
          bonus: { id: 1 },
          status: 'ACTIVE',
          playType: 'freespins',
          templateCode: 'T',
          name: 'n',
          amount: null,
          issuedDate: date,
          expiryDate: null,
        },
        {
          bonus: { id: 2 },
          status: 'ACCEPTED',
          playType: 'cash',
          templateCode: null,
          name: 'n',
          amount: { amount: 100, currencyCode: 'RON' },
          issuedDate: date,
          expiryDate: date,
        },
      ],
    });
    expect(currentBonuses(asUserBonuses(bonuses))).toHaveLength(1);
    const gaming = v.parse(GamingBonusesAnswer, {
      bonuses: [
        {
          bonusId: 1,
          bonusStatus: 'ACTIVE',
          bonusType: 'goldenchips',
          templateCode: 'G',
          name: 'n',
          selectedGames: ['a'],
          goldenChips: { goldenChipsCount: 10, goldenChipsCountRemaining: 3 },
          expiryDate: null,
        },
      ],
    });
    expect(activeGamingBonuses(asGamingBonuses(gaming))).toHaveLength(1);
    const details = v.parse(BonusDetailsAnswer, {
      bonus: {
        id: 3,
        status: 'PENDING',
        playType: 'freespins',
        name: 'n',
        freeSpinsCount: 25,
        expiryDate: null,
      },
      bonusTemplate: { templateCode: 'T', name: 'n', gamingContext: { selectedGames: ['a', 'b'] } },
    });
    expect(keptBonusDetails(asBonusDetails(details))?.bonusTemplate?.gamingContext?.selectedGames).toEqual([
      'a',
      'b',
    ]);
  });

  it('the overview feeds the self-exclusion rule', () => {
    const overview = v.parse(ClientOverviewAnswer, {
      username: 'exclus',
      balances: { CASINO_GAMING: { amount: 1, currencyCode: 'RON' } },
      selfExclusion: { productSettings: [{ product: 'Casino', startDate: date, endDate: null }] },
    });
    expect(isSelfExcludedForBonuses(asOverview(overview))).toBe(true);
  });

  it('a token answer feeds the launch and chat rules; a refusal is anonymous', () => {
    const token = v.parse(SessionTokenAnswer, {
      username: 'demo',
      sessionToken: { sessionToken: 'abc', expirationDate: date },
      errorCode: 0,
    });
    expect(chatContextFromToken(token)).toBe('authenticated');
    const launch = buildLaunchUrl({
      game: {
        gameCode: 'g',
        type: 'Slot',
        launchUrls: { real: 'x?p={playerId}&t={tempToken}', demo: null, realMobile: null, demoMobile: null },
      },
      mode: 'real',
      device: { touch: false, mobile: false },
      languageCode: 'ro',
      token: asToken(token),
    });
    expect(launch).toEqual({ ok: true, url: 'x?p=demo&t=abc' });
    const refused = v.parse(SessionTokenAnswer, { username: 'exclus', sessionToken: null, errorCode: 3101 });
    expect(chatContextFromToken(refused)).toBe('anonymous');
  });

  it('player games and game results feed the shelf rules', () => {
    const games = v.parse(PlayerGamesAnswer, {
      results: [
        { gameType: 'a', gameName: 'A', gameRoundCount: 72, lastPlayedDate: date },
        { gameType: 'b', gameRoundCount: 12 },
      ],
    });
    expect(splitPlayerGames(asPlayerGames(games)).mostPlayed.map((game) => game.gameType)).toEqual(['a']);
    const results = v.parse(GameResultsAnswer, {
      results: [
        { code: 'R1', datetime: date, gameName: 'A', gameType: 'a', win: 12.5 },
        { gameType: 'a', win: 0 },
      ],
      page: 1,
      max: 30,
      total: 2,
    });
    expect(recentWins(asGameResults(results))).toHaveLength(1);
    expect(
      asPersonalised(v.parse(PersonalisedGamesAnswer, { recommendations: ['a'], duration: 900 })).duration,
    ).toBe(900);
  });

  it('rejects malformed answers', () => {
    expect(
      parseRecord(BalancesAnswer, { balances: { CASINO_GAMING: { amount: '1', currencyCode: 'RON' } } }),
    ).toBeNull();
    expect(parseRecord(PlayerInfoAnswer, { info: {} })).toBeNull();
    expect(parseRecord(ValidateSessionAnswer, { validateSessionTokens: [{ valid: 'yes' }] })).toBeNull();
    expect(
      parseRecord(GatewayError, { error: 'Unauthorized', statusCode: 401, message: 'x' }),
    ).not.toBeNull();
  });
});
