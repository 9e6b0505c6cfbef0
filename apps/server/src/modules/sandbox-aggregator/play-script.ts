/** play.js: the demo page's behaviour (served as a file: the site's CSP allows no inline script). */
export const PLAY_SCRIPT = `(() => {
  const theme = localStorage.getItem('theme');
  if (theme === 'dark' || theme === 'light') document.documentElement.dataset.theme = theme;
  const body = document.body;
  const base = '/sandbox-aggregator/play/' + encodeURIComponent(body.dataset.session);
  const currency = body.dataset.currency;
  const $ = (id) => document.getElementById(id);
  // The site frames this page in /game and reads its header balance again when the game says so.
  const settled = () => { if (window.parent !== window) window.parent.postMessage({ type: 'arcadia:balance' }, location.origin); };
  const show = (balance) => { if (balance != null) $('balance').textContent = currency + ' ' + balance; };
  const call = async (path, payload) => {
    const res = await fetch(base + path, payload === undefined ? {} : {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) });
    const answer = await res.json();
    if (!answer.success) throw new Error(answer.message || 'failed');
    return answer.value;
  };
  const line = (list, text) => { const li = document.createElement('li'); li.textContent = text; list.prepend(li); };
  call('/balance').then((v) => show(v.balance)).catch((e) => { $('result').textContent = e.message; });
  $('play').addEventListener('submit', async (event) => {
    event.preventDefault();
    const go = $('go');
    go.disabled = true;
    try {
      const r = await call('/round', { stake: $('stake').value });
      show(r.balance);
      settled();
      if (r.status !== 'RS_OK') { $('result').textContent = r.status === 'RS_ERROR_NOT_ENOUGH_MONEY' ? 'Not enough balance' : 'Refused: ' + r.status; return; }
      const cells = $('table').children;
      r.symbols.forEach((s, i) => { if (cells[i]) cells[i].textContent = s; });
      $('result').textContent = r.text + ' · paid ' + currency + ' ' + r.payout;
      line($('rounds'), 'Stake ' + r.stake + ' → paid ' + r.payout + ' (' + r.text + ')');
    } catch (e) { $('result').textContent = e.message; }
    finally { go.disabled = false; }
  });
  if ($('scenario')) $('scenario').addEventListener('submit', async (event) => {
    event.preventDefault();
    try {
      const v = await call('/scenario', { scenario: $('scenario-name').value, stake: $('stake').value });
      v.steps.forEach((s) => line($('steps'), s.call + ': ' + s.status + (s.balance ? ' · ' + s.balance : '')));
      line($('steps'), '— ' + $('scenario-name').value);
      const b = await call('/balance'); show(b.balance); settled();
    } catch (e) { $('result').textContent = e.message; }
  });
})();`;
