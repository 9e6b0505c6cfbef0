/** Light and dark like the site (the page reads the site's stored theme); fits a 390 px phone. */
export const PLAY_STYLE = `
:root { color-scheme: light; --bg: #eef1f6; --card: #fff; --text: #1b2230; --muted: #5a6478; --accent: #1d6b3a; --line: #d9dee8; --cell: #f4f6fa; }
:root[data-theme="dark"] { color-scheme: dark; --bg: #10141c; --card: #1b2230; --text: #eef1f6; --muted: #a9b3c6; --accent: #3fbf6f; --line: #2d3648; --cell: #232c3d; }
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; display: grid; place-items: start center; padding: 16px; background: var(--bg); color: var(--text);
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
.card { width: min(480px, 100%); background: var(--card); border-radius: 14px; padding: 20px; box-shadow: 0 10px 30px rgba(0,0,0,.15); }
header { display: flex; gap: 14px; align-items: center; }
header img { border-radius: 10px; flex: none; background: var(--cell); width: 120px; height: 160px; object-fit: cover; }
@media (max-width: 360px) { header img { width: 90px; height: 120px; } }
h1 { margin: 0; font-size: 20px; } header p { margin: 4px 0 0; color: var(--muted); font-size: 13px; }
.balance { font-size: 18px; margin: 18px 0 10px; } .balance output { font-weight: 700; }
.table { display: flex; gap: 10px; justify-content: center; margin: 12px 0; }
.table span { width: 72px; height: 72px; display: grid; place-items: center; font-size: 30px; font-weight: 700; border-radius: 12px;
  background: var(--cell); border: 1px solid var(--line); }
.result { text-align: center; min-height: 1.4em; font-weight: 600; }
.play { display: flex; gap: 10px; align-items: center; margin: 12px 0; flex-wrap: wrap; }
label { color: var(--muted); }
select, button { font: inherit; padding: 10px 12px; border-radius: 8px; border: 1px solid var(--line); background: var(--cell); color: var(--text); }
button { background: var(--accent); color: #fff; border: none; font-weight: 700; min-width: 96px; cursor: pointer; flex: 1; }
:root[data-theme="dark"] button { color: #0c1a12; }
button:disabled { opacity: .6; cursor: wait; }
button:focus-visible, select:focus-visible, summary:focus-visible { outline: 3px solid #f0b429; outline-offset: 2px; }
.rounds { padding-left: 20px; margin: 8px 0; font-size: 14px; color: var(--muted); max-height: 180px; overflow: auto; }
details { margin-top: 8px; border-top: 1px solid var(--line); padding-top: 8px; } summary { cursor: pointer; color: var(--muted); }
.note { font-size: 12px; color: var(--muted); margin: 14px 0 0; }`;
