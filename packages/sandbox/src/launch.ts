/**
 * The game launch page in demo mode (`/launch/{gameCode}?mode=demo&platform=&lang=`): a small
 * self-contained HTML5 slot (no external assets), playable with 1,000 demo credits. Real mode, with the
 * player's money, is player/real-play.ts; both share the look (STYLE).
 */
import type { Game } from '@casino/core/schemas';

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );
}

interface LaunchTexts {
  balance: string;
  bet: string;
  spin: string;
  win: string;
  noWin: string;
  notEnough: string;
  demo: string;
  demoDisabled: string;
}

const TEXTS: Record<'ro' | 'en', LaunchTexts> = {
  ro: {
    balance: 'Sold',
    bet: 'Miză',
    spin: 'Rotește',
    win: 'Ai câștigat',
    noWin: 'Mai încearcă!',
    notEnough: 'Fonduri insuficiente',
    demo: 'Mod demo – credite virtuale',
    demoDisabled: 'Acest joc nu are mod demo.',
  },
  en: {
    balance: 'Balance',
    bet: 'Bet',
    spin: 'Spin',
    win: 'You won',
    noWin: 'Try again!',
    notEnough: 'Not enough credits',
    demo: 'Demo mode – play credits',
    demoDisabled: 'This game has no demo mode.',
  },
};

export const STYLE = `
*{box-sizing:border-box}html,body{margin:0;height:100%}
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:radial-gradient(circle at 30% 20%,#3b1d6e,#120a24 70%);color:#fff;display:flex;align-items:center;justify-content:center}
main{width:min(560px,96vw);text-align:center;padding:16px}
h1{font-size:clamp(18px,4vw,28px);margin:0 0 4px}
.sub{opacity:.75;font-size:13px;margin:0 0 16px}
.reels{display:flex;gap:10px;justify-content:center;margin:12px 0}
.reel{width:clamp(64px,18vw,110px);height:clamp(64px,18vw,110px);border-radius:14px;background:#fff;color:#111;display:flex;align-items:center;justify-content:center;font-size:clamp(32px,9vw,56px);box-shadow:inset 0 -6px 0 rgba(0,0,0,.12)}
.reel.spin{animation:spin .12s linear infinite}
@keyframes spin{0%{transform:translateY(-4px)}50%{transform:translateY(4px)}100%{transform:translateY(-4px)}}
.bar{display:flex;gap:12px;justify-content:center;align-items:center;flex-wrap:wrap;margin-top:12px}
.pill{background:rgba(255,255,255,.12);border-radius:999px;padding:8px 14px;font-variant-numeric:tabular-nums}
button{font:inherit;border:0;border-radius:999px;padding:12px 28px;font-weight:700;cursor:pointer}
#spin{background:linear-gradient(#ffd54f,#ffa000);color:#3b1d00;font-size:18px}
#spin:disabled{opacity:.5;cursor:default}
.bet button{padding:6px 12px;background:rgba(255,255,255,.2);color:#fff}
#message{min-height:24px;margin-top:12px;font-weight:600}
`;

export function launchPage(game: Game, options: { lang: string }): { status: number; html: string } {
  const locale = options.lang.toLowerCase().startsWith('en') ? 'en' : 'ro';
  const texts = TEXTS[locale];
  const name = escapeHtml(game.name);
  const provider = escapeHtml(game.provider.name);
  const head = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${name}</title><style>${STYLE}</style></head>`;

  if (!game.demoEnabled) {
    return {
      status: 403,
      html: `${head}<body data-mode="demo" data-game="${escapeHtml(game.gameCode)}"><main><h1>${name}</h1><p>${texts.demoDisabled}</p></main></body></html>`,
    };
  }
  const config = JSON.stringify({ texts, gameCode: game.gameCode, minBet: game.minBet }).replace(
    /</g,
    '\\u003c',
  );
  const script = `
const C=${config};
const symbols=['🍒','🍋','🍇','🔔','⭐','💎','7️⃣'];
const pays={'🍒':5,'🍋':5,'🍇':8,'🔔':10,'⭐':15,'💎':25,'7️⃣':50};
const bets=[1,2,5,10,20,50];
let balance=1000,betIndex=0,spinning=false;
const $=(id)=>document.getElementById(id);
const fmt=(n)=>n.toLocaleString(document.documentElement.lang==='en'?'en-GB':'ro-RO',{minimumFractionDigits:2,maximumFractionDigits:2});
function render(){$('balance').textContent=fmt(balance);$('bet').textContent=fmt(bets[betIndex]);$('spin').disabled=spinning||balance<bets[betIndex];}
function post(type,data){try{window.parent.postMessage({source:'sandbox-game',type,gameCode:C.gameCode,...data},'*')}catch(e){}}
$('less').onclick=()=>{if(!spinning&&betIndex>0){betIndex--;render();}};
$('more').onclick=()=>{if(!spinning&&betIndex<bets.length-1){betIndex++;render();}};
$('spin').onclick=()=>{
  const bet=bets[betIndex];
  if(spinning)return;
  if(balance<bet){$('message').textContent=C.texts.notEnough;return;}
  spinning=true;balance-=bet;$('message').textContent='';render();
  const reels=[...document.querySelectorAll('.reel')];
  const result=reels.map(()=>symbols[Math.floor(Math.random()*symbols.length)]);
  reels.forEach((reel,i)=>{reel.classList.add('spin');
    const timer=setInterval(()=>{reel.textContent=symbols[Math.floor(Math.random()*symbols.length)]},60);
    setTimeout(()=>{clearInterval(timer);reel.classList.remove('spin');reel.textContent=result[i];
      if(i===reels.length-1){
        let win=0;
        if(result[0]===result[1]&&result[1]===result[2])win=bet*pays[result[0]];
        else if(result[0]===result[1]||result[1]===result[2])win=bet*(result[1]==='🍒'?2:1.5);
        balance+=win;spinning=false;
        $('message').textContent=win>0?C.texts.win+' '+fmt(win)+'!':C.texts.noWin;
        render();post('spin',{bet,win,balance});
      }},500+i*300);
  });
};
render();post('loaded',{mode:'demo'});
`;
  return {
    status: 200,
    html: `${head}<body data-mode="demo" data-game="${escapeHtml(game.gameCode)}"><main><h1>${name}</h1><p class="sub">${provider} · ${texts.demo}</p><div class="reels"><div class="reel">🍒</div><div class="reel">💎</div><div class="reel">7️⃣</div></div><div class="bar"><span class="pill">${texts.balance}: <strong id="balance">1000</strong></span><span class="pill bet">${texts.bet}: <button id="less" aria-label="-">−</button> <strong id="bet">1</strong> <button id="more" aria-label="+">+</button></span></div><div class="bar"><button id="spin">${texts.spin}</button></div><div id="message" role="status" aria-live="polite"></div></main><script>${script}</script></body></html>`,
  };
}
