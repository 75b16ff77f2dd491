import { BET_STEPS_CENTS, PAYLINES, PAYTABLE, SYMBOLS, exactRtp } from '../../features/games';
import { SYMBOL_SVG } from './symbols';

export type SlotLang = 'fi' | 'et' | 'en';
export const slotLang = (v: string | undefined): SlotLang => (v === 'et' || v === 'en' ? v : 'fi');

const TEXTS: Record<SlotLang, Record<string, string>> = {
  fi: {
    spin: 'Pyöräytä',
    bet: 'Panos',
    balance: 'Saldo',
    win: 'Voitto',
    freeSpins: 'Ilmaiskierroksia',
    demo: 'Harjoittelutila (pelirahaa)',
    real: 'Oikea raha',
    paytable: 'Voittotaulukko',
    payNote: 'Kertoimet rivipanoksesta (panos / 10 linjaa). Voitot vasemmalta oikealle.',
    rtp: 'Palautusprosentti',
    error: 'Pyöräytys epäonnistui. Yritä uudelleen.',
    unknown: 'Peliä ei löytynyt tai istunto on päättynyt.',
    lines: '10 voittolinjaa',
    noMoney: 'Saldosi ei riitä tähän panokseen. Talleta lisää tai pienennä panosta.',
    refused: 'Pelaaminen ei ole nyt mahdollista (pelirajoitus tai tilin rajoitus).',
    session: 'Istuntosi on päättynyt. Kirjaudu uudelleen.',
    errorTitle: 'Virhe',
    noWin: 'Ei voittoa',
  },
  et: {
    spin: 'Keeruta',
    bet: 'Panus',
    balance: 'Saldo',
    win: 'Võit',
    freeSpins: 'Tasuta keerutusi',
    demo: 'Demorežiim (mänguraha)',
    real: 'Päris raha',
    paytable: 'Võidutabel',
    payNote: 'Kordajad rea panusest (panus / 10 joont). Võidud vasakult paremale.',
    rtp: 'Tagastusprotsent',
    error: 'Keerutus ebaõnnestus. Proovi uuesti.',
    unknown: 'Mängu ei leitud või seanss on lõppenud.',
    lines: '10 võidujoont',
    noMoney: 'Sinu saldost ei piisa selle panuse jaoks. Tee sissemakse või vähenda panust.',
    refused: 'Mängimine ei ole praegu võimalik (mängulimiit või konto piirang).',
    session: 'Sinu seanss on lõppenud. Logi uuesti sisse.',
    errorTitle: 'Viga',
    noWin: 'Võitu ei tulnud',
  },
  en: {
    spin: 'Spin',
    bet: 'Bet',
    balance: 'Balance',
    win: 'Win',
    freeSpins: 'Free spins',
    demo: 'Demo mode (play money)',
    real: 'Real money',
    paytable: 'Paytable',
    payNote: 'Pays in line bets (bet / 10 lines). Wins from the leftmost reel.',
    rtp: 'Return to player',
    error: 'The spin failed. Please try again.',
    unknown: 'Game not found or the session has ended.',
    lines: '10 paylines',
    noMoney: 'Your balance does not cover this bet. Deposit more or lower the bet.',
    refused: 'Playing is not possible right now (a gaming limit or an account restriction).',
    session: 'Your session has ended. Please log in again.',
    errorTitle: 'Error',
    noWin: 'No win',
  },
};

/**
 * Refusals a player must understand where they play (responsible gaming), by error code, in the
 * words of the site's error texts; {remaining} and {endTime} come from the refusal's params.
 */
const REFUSALS: Record<SlotLang, Record<number, string>> = {
  fi: {
    122: 'Tappiorajasi tulee vastaan: panosta ei hyväksytty. Rajasta on tällä jaksolla jäljellä {remaining}.',
    217: 'Pelitauko on voimassa {endTime} asti. Et voi pelata sen aikana.',
    238: 'Olet asettanut itsellesi pelikiellon. Et voi pelata.',
    258: 'Pelikieltorekisteriin ei saatu yhteyttä, joten et voi nyt pelata. Yritä myöhemmin uudelleen.',
    503: 'Peli on hetken poissa käytöstä. Saldosi on tallessa – yritä muutaman sekunnin kuluttua uudelleen.',
  },
  et: {
    122: 'Kaotuslimiit on täis: panust ei võetud vastu. Selle perioodi limiidist on alles {remaining}.',
    217: 'Mängupaus kestab kuni {endTime}. Selle ajal ei saa mängida.',
    238: 'Oled end hasartmängudest välja arvanud. Mängida ei saa.',
    258: 'Hasartmängust kõrvalejätmise registriga ei õnnestunud ühendust saada, seega ei saa praegu mängida. Palun proovi hiljem uuesti.',
    503: 'Mäng on hetkeks kättesaamatu. Sinu saldo on alles – proovi mõne sekundi pärast uuesti.',
  },
  en: {
    122: 'Your loss limit is reached: the bet was not accepted. {remaining} is left of the limit in this period.',
    217: 'You are on a cool-off break until {endTime}. You cannot play during it.',
    238: 'You have excluded yourself from gambling. You cannot play.',
    258: 'The self-exclusion register could not be reached, so you cannot play now. Please try again later.',
    503: 'The game is briefly unavailable. Your balance is safe – please try again in a few seconds.',
  },
};

/** Symbol names (cell labels and the paytable) per language. */
const SYMBOL_NAMES: Record<SlotLang, Record<string, string>> = {
  fi: { C: 'Kirsikka', L: 'Sitruuna', G: 'Viinirypäleet', B: 'Kello', S: 'Tähti', D: 'Timantti', '7': 'Seitsemän' },
  et: { C: 'Kirss', L: 'Sidrun', G: 'Viinamarjad', B: 'Kell', S: 'Täht', D: 'Teemant', '7': 'Seitse' },
  en: { C: 'Cherry', L: 'Lemon', G: 'Grapes', B: 'Bell', S: 'Star', D: 'Diamond', '7': 'Seven' },
};

/** Money as the site shows it (en-US grouping, euro sign first, two decimals): "€1,234.50". */
const MONEY_LOCALE = 'en-US';
const money = new Intl.NumberFormat(MONEY_LOCALE, {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

const esc = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

const RTP_PERCENT = (exactRtp().value * 100).toFixed(2);

const STYLE = `
  * { box-sizing: border-box; }
  body { margin: 0; font-family: system-ui, sans-serif; background: radial-gradient(circle at top, #3b1d6e, #14082b); color: #f5f0ff; min-height: 100vh; }
  main { max-width: 44rem; margin: 0 auto; padding: .5rem .75rem; }
  header { display: flex; justify-content: space-between; align-items: baseline; gap: .5rem 1rem; flex-wrap: wrap; }
  h1 { font-size: 1.1rem; margin: .1rem 0; color: #ffd86b; }
  .mode { font-size: .85rem; padding: .15rem .5rem; border-radius: 1rem; background: #5a2ea6; }
  .mode.demo { background: #2e7d5a; }
  .machine { background: #221040; border: 3px solid #ffd86b; border-radius: 14px; padding: .5rem; margin: .5rem 0; box-shadow: 0 0 24px rgba(255,216,107,.25); }
  .reels { display: grid; grid-template-columns: repeat(5, 1fr); gap: .4rem; }
  .reel { display: grid; grid-template-rows: repeat(3, 1fr); gap: .4rem; }
  /* Cells follow the frame's height, so reels, bet and spin fit a phone screen without scrolling. */
  .cell { background: #fff8e6; border-radius: 8px; height: clamp(2.6rem, 11vh, 4.6rem); display: flex; align-items: center; justify-content: center; transition: transform .15s; }
  .cell svg { width: 75%; height: 75%; }
  td.sym svg { width: 1.8rem; height: 1.8rem; vertical-align: middle; }
  .cell.hit { outline: 4px solid #ffd86b; transform: scale(1.05); }
  .spinning .cell { animation: blur .12s linear infinite; }
  @keyframes blur { 0% { transform: translateY(-4px); opacity: .6; } 100% { transform: translateY(4px); opacity: 1; } }
  .bar { display: flex; flex-wrap: wrap; gap: .5rem; align-items: center; justify-content: space-between; }
  .stat { background: #331a5c; border-radius: 8px; padding: .3rem .6rem; min-width: 6rem; }
  .stat strong { white-space: nowrap; }
  .stat span { display: block; font-size: .75rem; opacity: .8; }
  .stat strong { font-size: 1.15rem; }
  select, button { font-size: 1.05rem; border-radius: 8px; }
  select { padding: .45rem; }
  button#spin { background: linear-gradient(#ffe08a, #f0a500); color: #2b1400; border: 0; padding: .7rem 2rem; min-height: 44px; font-weight: 800; cursor: pointer; }
  button#spin[aria-disabled='true'] { opacity: .55; cursor: wait; }
  .sr-only { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
  .message { min-height: 1.5rem; margin: .4rem 0; font-weight: 600; }
  .message.error { color: #ff9a9a; }
  .message.win { color: #ffd86b; }
  table { border-collapse: collapse; width: 100%; margin-top: .5rem; font-size: .95rem; }
  th, td { padding: .25rem .5rem; text-align: center; border-bottom: 1px solid #3d2466; }
  details { background: #221040; border-radius: 10px; padding: .6rem .9rem; }
  summary { cursor: pointer; font-weight: 700; }
  .note { font-size: .8rem; opacity: .8; }
`;

/** Client script: spins through the API, animates, shows wins, tells the parent site the balance. */
const SCRIPT = `
(function () {
  var cfg = JSON.parse(document.getElementById('slot-config').textContent);
  var faces = cfg.faces;
  var spinBtn = document.getElementById('spin');
  var betSel = document.getElementById('bet');
  var balanceEl = document.getElementById('balance');
  var winEl = document.getElementById('win');
  var fsEl = document.getElementById('free-spins');
  var fsBox = document.getElementById('free-spins-box');
  var msg = document.getElementById('message');
  var announce = document.getElementById('announce');
  var busy = false;
  // One announcement per spin for a screen reader: the outcome, or why it failed.
  function say(text) { announce.textContent = ''; setTimeout(function () { announce.textContent = text; }, 50); }
  // The button stays focusable while a spin runs (a disabled one would drop keyboard focus to the body).
  function setBusy(on) { busy = on; if (on) spinBtn.setAttribute('aria-disabled', 'true'); else spinBtn.removeAttribute('aria-disabled'); }
  var reelsEl = document.getElementById('reels');
  var cells = [];
  for (var r = 0; r < 5; r++) { cells.push([]); for (var row = 0; row < 3; row++) cells[r].push(document.getElementById('c' + r + row)); }
  var fmt = new Intl.NumberFormat(cfg.moneyLocale, { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
  function tell(message) { try { window.parent.postMessage(message, window.location.origin); } catch (e) { /* not framed */ } }
  function errorText(body) {
    var code = body && body.errorCode;
    if (code === 121) return cfg.t.noMoney;
    if (code === 115) return cfg.t.session;
    if (code === 127 || code === 232 || code === 131 || code === 160 || code === 119) return cfg.t.refused;
    return cfg.t.error;
  }
  function show(balance, freeSpins) {
    balanceEl.textContent = fmt.format(balance);
    fsEl.textContent = String(freeSpins);
    fsBox.hidden = !(freeSpins > 0);
  }
  function setCell(el, sym) { el.innerHTML = faces[sym]; el.className = 'cell s' + sym; el.setAttribute('data-symbol', sym); el.setAttribute('aria-label', cfg.names[sym]); }
  function key() {
    if (window.crypto && window.crypto.randomUUID) return window.crypto.randomUUID();
    var a = new Uint8Array(16); window.crypto.getRandomValues(a);
    return Array.prototype.map.call(a, function (b) { return ('0' + b.toString(16)).slice(-2); }).join('');
  }
  function post(body, attempt) {
    return fetch(cfg.spinUrl, { method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json', 'idempotency-key': body.idempotencyKey }, body: JSON.stringify(body) })
      .catch(function (err) { if (attempt < 2) return post(body, attempt + 1); throw err; });
  }
  function refusal(body) {
    var text = body && cfg.refusals[body.errorCode];
    if (!text) return errorText(body);
    var p = body.params || {};
    return text
      .replace('{remaining}', fmt.format(Number(p.remaining) || 0))
      .replace('{endTime}', new Date(Number(p.endTime)).toLocaleString(cfg.locale, { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Helsinki' }));
  }
  show(cfg.balance, cfg.freeSpinsLeft);
  winEl.textContent = fmt.format(0);
  spinBtn.addEventListener('click', function () {
    if (busy) return;
    setBusy(true);
    msg.textContent = ''; msg.className = 'message';
    reelsEl.classList.add('spinning');
    var timer = setInterval(function () {
      for (var r = 0; r < 5; r++) for (var row = 0; row < 3; row++) setCell(cells[r][row], cfg.symbols[Math.floor(Math.random() * cfg.symbols.length)]);
    }, 70);
    var started = Date.now();
    post({ bet: Number(betSel.value), idempotencyKey: key() }, 0)
      .then(function (res) { return res.json().then(function (b) { return { ok: res.ok, body: b }; }); })
      .then(function (out) {
        var wait = Math.max(0, 450 - (Date.now() - started));
        setTimeout(function () {
          clearInterval(timer);
          reelsEl.classList.remove('spinning');
          if (!out.ok || !out.body || !out.body.success) {
            msg.textContent = refusal(out.body); msg.className = 'message error';
            say(msg.textContent);
            // The site offers a deposit when a real-money bet cannot be covered.
            if (out.body && out.body.errorCode === 121) tell({ type: 'insufficientFunds', mode: cfg.mode, bet: Number(betSel.value) });
            setBusy(false);
            return;
          }
          var b = out.body;
          for (var r = 0; r < 5; r++) for (var row = 0; row < 3; row++) setCell(cells[r][row], b.reels[r][row]);
          b.wins.forEach(function (w) {
            var rows = cfg.paylines[w.line - 1];
            for (var i = 0; i < w.count; i++) cells[i][rows[i]].classList.add('hit');
          });
          winEl.textContent = fmt.format(b.win);
          if (b.win > 0) { msg.textContent = cfg.t.win + ' ' + fmt.format(b.win); msg.className = 'message win'; }
          show(b.balance, b.freeSpinsLeft);
          say((b.win > 0 ? cfg.t.win + ' ' + fmt.format(b.win) : cfg.t.noWin) + '. ' + cfg.t.balance + ' ' + fmt.format(b.balance) + '.');
          tell({ type: 'round', balance: b.balance, win: b.win, bet: b.bet, mode: b.mode, roundId: b.roundId });
          setBusy(false);
        }, wait);
      })
      .catch(function () {
        clearInterval(timer); reelsEl.classList.remove('spinning');
        msg.textContent = cfg.t.error; msg.className = 'message error'; say(cfg.t.error); setBusy(false);
      });
  });
})();
`;

export interface SlotPageOptions {
  lang: SlotLang;
  nonce: string;
  gameName: string;
  mode: 'real' | 'demo';
  balance: number;
  freeSpinsLeft: number;
  spinUrl: string;
}

/** The sandbox slot machine: HTML, inline CSS and JS, no external assets. */
export function renderSlotPage(o: SlotPageOptions): string {
  const t = TEXTS[o.lang];
  const names = SYMBOL_NAMES[o.lang];
  const faces = Object.fromEntries(SYMBOLS.map((s) => [s, SYMBOL_SVG[s]]));
  const config = {
    spinUrl: o.spinUrl,
    balance: o.balance,
    freeSpinsLeft: o.freeSpinsLeft,
    moneyLocale: MONEY_LOCALE,
    mode: o.mode,
    faces,
    symbols: SYMBOLS,
    names,
    paylines: PAYLINES,
    t: { win: t.win, noWin: t.noWin, balance: t.balance, error: t.error, noMoney: t.noMoney, refused: t.refused, session: t.session },
    refusals: REFUSALS[o.lang],
  };
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const initial = [
    ['C', 'L', 'G'],
    ['B', 'S', 'C'],
    ['7', 'D', 'L'],
    ['G', 'C', 'B'],
    ['S', 'L', 'C'],
  ];
  const reels = initial
    .map(
      (col, r) =>
        `<div class="reel">${col.map((s, row) => `<div class="cell s${s}" id="c${r}${row}" data-symbol="${s}" aria-label="${esc(names[s])}">${SYMBOL_SVG[s as 'C']}</div>`).join('')}</div>`,
    )
    .join('\n');
  const paytable = [...SYMBOLS]
    .reverse()
    .map(
      (s) => `<tr><td class="sym">${SYMBOL_SVG[s]}</td><td>${esc(names[s])}</td>${PAYTABLE[s].map((p) => `<td>${p}×</td>`).join('')}</tr>`,
    )
    .join('\n');
  const bets = BET_STEPS_CENTS.map(
    (c) => `<option value="${(c / 100).toFixed(2)}"${c === 100 ? ' selected' : ''}>${money.format(c / 100)}</option>`,
  ).join('');
  return `<!doctype html>
<html lang="${o.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${esc(o.gameName)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<header><h1>${esc(o.gameName)}</h1><span class="mode${o.mode === 'demo' ? ' demo' : ''}" id="mode">${esc(o.mode === 'demo' ? t.demo : t.real)}</span></header>
<div class="machine">
<div class="reels" id="reels">
${reels}
</div>
</div>
<div class="bar">
<div class="stat"><span>${esc(t.balance)}</span><strong id="balance"></strong></div>
<div class="stat"><span>${esc(t.win)}</span><strong id="win"></strong></div>
<div class="stat" id="free-spins-box" hidden><span>${esc(t.freeSpins)}</span><strong id="free-spins">0</strong></div>
<label>${esc(t.bet)} <select id="bet" name="bet">${bets}</select></label>
<button type="button" id="spin">${esc(t.spin)}</button>
</div>
<p class="message" id="message"></p>
<p class="sr-only" id="announce" role="status" aria-live="polite" aria-atomic="true"></p>
<details>
<summary>${esc(t.paytable)} · ${esc(t.lines)} · ${esc(t.rtp)} ${RTP_PERCENT} %</summary>
<table><thead><tr><th></th><th></th><th>3</th><th>4</th><th>5</th></tr></thead><tbody>
${paytable}
</tbody></table>
<p class="note">${esc(t.payNote)}</p>
</details>
</main>
<script type="application/json" id="slot-config">${json}</script>
<script nonce="${o.nonce}">${SCRIPT}</script>
</body>
</html>
`;
}

export function renderSlotError(lang: SlotLang): string {
  const t = TEXTS[lang];
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${esc(t.errorTitle)}</title>
<style>${STYLE}</style></head>
<body><main><h1>${esc(t.errorTitle)}</h1><p>${esc(t.unknown)}</p></main></body></html>
`;
}
