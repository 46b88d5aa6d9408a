/**
 * Real-money game sessions. The real launch URL (`/launch/{gameCode}?mode=real&platform=&lang=
 * &player={playerId}&token={tempToken}`) carries the game provider token the gateway issued; the page
 * checks it against the store (an unknown, expired or logged-out token gets an error page), shows the
 * player's casino balance, and every spin goes to `POST /launch/api/spin`: the sandbox draws the reels,
 * debits the bet and credits the win at once, records the round and emits `balance-changed`. Leaving
 * the page sends `POST /launch/api/exit` (a beacon), which records the EXITGAME row gameResults filters.
 */
import { randomInt } from 'node:crypto';
import type { Game } from '@casino/core/schemas';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { escapeHtml, STYLE } from '../launch.ts';
import type { PlatformContext } from './context.ts';
import { bodyObject, formatMoney, HTML_TYPE, type Language, sendError, sendJson } from './http.ts';

export const SPIN_PATH = '/launch/api/spin';
export const EXIT_PATH = '/launch/api/exit';

const SYMBOLS = ['🍒', '🍋', '🍇', '🔔', '⭐', '💎', '7️⃣'] as const;
const PAYS: Record<(typeof SYMBOLS)[number], number> = {
  '🍒': 5,
  '🍋': 5,
  '🍇': 8,
  '🔔': 10,
  '⭐': 15,
  '💎': 25,
  '7️⃣': 50,
};
const STAKE_STEPS = [1, 2, 5, 10, 20, 50];

/** Three reels; three of a kind pays the symbol's multiple, two neighbours 1.5 (cherries 2). */
export function spinOutcome(betCents: number, draw: (max: number) => number = randomInt) {
  const reels = [0, 1, 2].map(() => SYMBOLS[draw(SYMBOLS.length)] as (typeof SYMBOLS)[number]);
  const [a, b, c] = reels as [(typeof SYMBOLS)[number], (typeof SYMBOLS)[number], (typeof SYMBOLS)[number]];
  let multiple = 0;
  if (a === b && b === c) multiple = PAYS[a];
  else if (a === b || b === c) multiple = b === '🍒' ? 2 : 1.5;
  return { reels, winCents: Math.round(betCents * multiple) };
}

/** Outcomes test control can force on a player's next spins: three bells (×10) or no match. */
export const FORCED_SPINS = ['win', 'lose'] as const;
export type ForcedSpin = (typeof FORCED_SPINS)[number];
const FORCED_REELS: Record<ForcedSpin, number[]> = { win: [3, 3, 3], lose: [0, 1, 2] };

/** The stakes a game offers, in bani: its minimum bet times 1, 2, 5, 10, 20, 50, within its maximum. */
export function stakes(game: Pick<Game, 'minBet' | 'maxBet'>): number[] {
  const min = Math.max(1, Math.round(game.minBet * 100));
  const max = Math.max(min, Math.round(game.maxBet * 100));
  return [...new Set(STAKE_STEPS.map((step) => Math.min(min * step, max)))];
}

const TEXTS = {
  ro: {
    balance: 'Sold',
    bet: 'Miză',
    spin: 'Rotește',
    win: 'Ai câștigat',
    noWin: 'Mai încearcă!',
    notEnough: 'Fonduri insuficiente',
    failed: 'Rotirea nu a putut fi jucată. Încearcă din nou.',
    real: 'Joc pe bani reali',
    invalidTitle: 'Sesiune de joc invalidă',
    invalidText:
      'Sesiunea de joc nu este validă sau a expirat. Închide jocul și pornește-l din nou din cazino.',
  },
  en: {
    balance: 'Balance',
    bet: 'Bet',
    spin: 'Spin',
    win: 'You won',
    noWin: 'Try again!',
    notEnough: 'Insufficient funds',
    failed: 'The spin could not be played. Try again.',
    real: 'Real money play',
    invalidTitle: 'Invalid game session',
    invalidText:
      'The game session is not valid or has expired. Close the game and start it again from the casino.',
  },
};

export interface RealPlay {
  /** The real-mode launch page of a game for the launch URL's query. */
  page(reply: FastifyReply, game: Game, query: Record<string, string | undefined>): FastifyReply;
}

export function registerRealPlay(app: FastifyInstance, context: PlatformContext): RealPlay {
  const store = () => context.players();

  /** The player of a spin or exit call: the token must be alive and belong to that player and game. */
  const sessionOf = (body: Record<string, unknown> | null) => {
    const { token, player, gameCode } = body ?? {};
    if (typeof token !== 'string' || typeof player !== 'string' || typeof gameCode !== 'string') return null;
    const game = context.findGame(gameCode);
    const username = game ? store().gameTokenPlayer(token, player, gameCode) : null;
    return game && username ? { game, username } : null;
  };

  const language = (body: Record<string, unknown> | null): Language => (body?.lang === 'en' ? 'en' : 'ro');

  app.post(SPIN_PATH, async (request, reply) => {
    const body = bodyObject(request);
    const lang = language(body);
    const session = sessionOf(body);
    if (!session) return sendError(reply, 401, 'session-expired', lang);
    const bet = body?.bet;
    if (typeof bet !== 'number' || !stakes(session.game).includes(bet))
      return sendError(reply, 400, 'invalid-request', lang, '(bet)');
    const forced = context.forcedSpins.get(session.username)?.shift();
    const reels = forced ? [...FORCED_REELS[forced]] : null;
    const outcome = reels ? spinOutcome(bet, () => reels.shift() ?? 0) : spinOutcome(bet);
    const result = store().playRound(
      session.username,
      session.game.gameCode,
      session.game.name,
      bet,
      outcome.winCents,
    );
    if (!result.ok) return sendError(reply, 422, 'insufficient-funds', lang);
    return sendJson(reply, {
      reels: outcome.reels,
      bet,
      win: outcome.winCents,
      balance: result.balanceCents,
      roundId: result.round.id,
    });
  });

  app.post(EXIT_PATH, async (request, reply) => {
    const body = bodyObject(request);
    const session = sessionOf(body);
    if (!session) return sendError(reply, 401, 'session-expired', language(body));
    store().recordExit(session.username, session.game.gameCode, session.game.name);
    return reply.code(204).header('cache-control', 'no-store').send();
  });

  return {
    page(reply, game, query) {
      const lang: Language = (query.lang ?? 'ro').toLowerCase().startsWith('en') ? 'en' : 'ro';
      const texts = TEXTS[lang];
      const name = escapeHtml(game.name);
      const head = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${name}</title><style>${STYLE}</style></head>`;
      reply.type(HTML_TYPE).header('cache-control', 'no-store');
      const username =
        query.token && query.player
          ? store().gameTokenPlayer(query.token, query.player, game.gameCode)
          : null;
      if (!username)
        return reply
          .code(401)
          .send(
            `${head}<body data-mode="real" data-session="invalid"><main><h1>${texts.invalidTitle}</h1><p>${texts.invalidText}</p></main></body></html>`,
          );
      const balance = store().casinoBalance(username)?.amountCents ?? 0;
      const config = JSON.stringify({
        texts,
        lang,
        gameCode: game.gameCode,
        player: username,
        token: query.token,
        stakes: stakes(game),
        balance,
        origins: context.origins,
        spinPath: SPIN_PATH,
        exitPath: EXIT_PATH,
      }).replace(/</g, '\\u003c');
      const script = `
const C=${config};
const $=(id)=>document.getElementById(id);
const fmt=(c)=>(c/100).toLocaleString(C.lang==='en'?'en-GB':'ro-RO',{minimumFractionDigits:2,maximumFractionDigits:2})+' RON';
let balance=C.balance,stake=0,spinning=false;
let framer='';try{const a=location.ancestorOrigins;framer=a&&a.length?a[0]:document.referrer?new URL(document.referrer).origin:''}catch{}
const target=C.origins.includes(framer)?framer:C.origins[0];
function post(type,data){if(window.parent!==window)window.parent.postMessage({source:'sandbox-game',type,gameCode:C.gameCode,...data},target)}
function render(){$('balance').textContent=fmt(balance);$('bet').textContent=fmt(C.stakes[stake]);$('spin').disabled=spinning||balance<C.stakes[stake];$('less').disabled=spinning||stake===0;$('more').disabled=spinning||stake===C.stakes.length-1;}
$('less').onclick=()=>{if(stake>0){stake--;render();}};
$('more').onclick=()=>{if(stake<C.stakes.length-1){stake++;render();}};
$('spin').onclick=async()=>{
  const bet=C.stakes[stake];
  if(spinning)return;
  spinning=true;$('message').textContent='';render();
  const reels=[...document.querySelectorAll('.reel')];
  reels.forEach((reel)=>reel.classList.add('spin'));
  let answer=null,status=0;
  try{const r=await fetch(C.spinPath,{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({token:C.token,player:C.player,gameCode:C.gameCode,bet,lang:C.lang})});status=r.status;answer=r.ok?await r.json():null;}catch{}
  reels.forEach((reel,i)=>{reel.classList.remove('spin');if(answer)reel.textContent=answer.reels[i];});
  spinning=false;
  if(!answer){$('message').textContent=status===422?C.texts.notEnough:C.texts.failed;render();return;}
  balance=answer.balance;
  $('message').textContent=answer.win>0?C.texts.win+' '+fmt(answer.win)+'!':C.texts.noWin;
  render();post('spin',{bet:bet/100,win:answer.win/100,balance:balance/100});
};
window.addEventListener('pagehide',()=>{navigator.sendBeacon(C.exitPath,new Blob([JSON.stringify({token:C.token,player:C.player,gameCode:C.gameCode})],{type:'application/json'}))});
render();post('loaded',{mode:'real'});
`;
      return reply
        .code(200)
        .send(
          `${head}<body data-mode="real" data-game="${escapeHtml(game.gameCode)}"><main><h1>${name}</h1><p class="sub">${escapeHtml(game.provider.name)} · ${texts.real}</p><div class="reels"><div class="reel">🍒</div><div class="reel">💎</div><div class="reel">7️⃣</div></div><div class="bar"><span class="pill">${texts.balance}: <strong id="balance">${escapeHtml(formatMoney(balance, lang))}</strong></span><span class="pill bet">${texts.bet}: <button id="less" aria-label="−">−</button> <strong id="bet"></strong> <button id="more" aria-label="+">+</button></span></div><div class="bar"><button id="spin">${texts.spin}</button></div><div id="message" role="status" aria-live="polite"></div></main><script>${script}</script></body></html>`,
        );
    },
  };
}
