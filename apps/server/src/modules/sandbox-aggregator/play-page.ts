import { SANDBOX_SCENARIOS } from '@arcadia/contracts';
import { escapeHtml } from '../payments/sandbox-psp/checkout-page.ts';
import { playKindOf } from './outcome.ts';
import type { SandboxGame } from './sandbox-games.ts';
import { PLAY_STYLE } from './play-style.ts';

const STAKES = ['0.50', '1.00', '2.00', '5.00', '10.00'];

/**
 * The demo game page the sandbox aggregator serves: the game's name and art, a stake, spin or
 * deal, the result and the balance the operator's wallet answered. Scripts come from play.js (the
 * site's CSP allows no inline script); the theme follows the site's own stored choice.
 */
export function playPage(s: {
  id: string;
  currency: string;
  lobbyUrl: string;
  game: SandboxGame;
  /** Test sequences are offered on demo credit only. */
  scenarios: boolean;
}): string {
  const kind = playKindOf(s.game.category);
  const action = kind === 'deal' ? 'Deal' : 'Spin';
  const name = escapeHtml(s.game.name);
  const stakes = STAKES.map(
    (v) => `<option value="${v}"${v === '1.00' ? ' selected' : ''}>${escapeHtml(s.currency)} ${v}</option>`,
  ).join('');
  const scenarios = SANDBOX_SCENARIOS.map((v) => `<option value="${v}">${v}</option>`).join('');
  return `<!doctype html>
<html lang="en" data-category="${escapeHtml(s.game.category)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${name}</title><style>${PLAY_STYLE}</style>
<script src="/sandbox-aggregator/play.js" defer></script></head>
<body data-session="${escapeHtml(s.id)}" data-currency="${escapeHtml(s.currency)}">
<main class="card">
  <header><img src="${escapeHtml(s.game.art)}" alt="${name}" width="120" height="160" data-art="${escapeHtml(s.game.category)}">
    <div><h1>${name}</h1><p>${escapeHtml(s.game.studio)} · Sandbox aggregator</p></div></header>
  <p class="balance">Balance <output id="balance" aria-live="polite">…</output></p>
  <div class="table" id="table" aria-hidden="true">${kind === 'deal' ? '<span>?</span><span>?</span>' : '<span>?</span><span>?</span><span>?</span>'}</div>
  <p id="result" class="result" role="status">Choose a stake and ${action.toLowerCase()}.</p>
  <form id="play" class="play">
    <label for="stake">Stake</label><select id="stake" name="stake">${stakes}</select>
    <button type="submit" id="go">${action}</button>
  </form>
  <ol id="rounds" class="rounds" aria-label="Rounds"></ol>
  ${s.scenarios ? sequences(scenarios) : '<p class="note">Test sequences run on demo credit only (a trial account).</p>'}
  <p class="note">Demo game by the built-in sandbox aggregator: every round is a signed bet and win sent to the site's wallet.</p>
</main></body></html>`;
}

const sequences = (options: string) => `<details><summary>Test sequences</summary>
    <form id="scenario" class="play"><label for="scenario-name">Sequence</label>
      <select id="scenario-name" name="scenario">${options}</select><button type="submit">Run</button></form>
    <ol id="steps" class="rounds" aria-label="Wallet calls"></ol></details>`;
