import { currencyPlaces, formatMinor } from '@arcadia/contracts';
import type { Language } from '@arcadia/contracts';
import { checkoutTexts } from './checkout-texts.ts';
import type { SandboxCheckout } from './sandbox-psp.ts';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Everything rendered passes through this: descriptions carry brand names an operator typed. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #eef1f6; color: #1b2230; }
  main { width: min(420px, 92vw); background: #fff; border-radius: 14px; box-shadow: 0 10px 30px rgba(20, 30, 60, .12); overflow: hidden; }
  header { background: #23304d; color: #fff; padding: 18px 24px; }
  header p { margin: 4px 0 0; font-size: 13px; color: #c9d3ea; }
  h1 { margin: 0; font-size: 18px; }
  section { padding: 24px; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 8px 16px; margin: 0 0 24px; }
  dt { color: #5a6478; } dd { margin: 0; text-align: right; font-weight: 600; overflow-wrap: anywhere; }
  .amount { font-size: 28px; font-weight: 700; text-align: center; margin: 0 0 20px; }
  .actions { display: flex; gap: 12px; }
  form { flex: 1; margin: 0; }
  button { width: 100%; padding: 12px; border-radius: 8px; font-size: 16px; font-weight: 600; cursor: pointer; border: 2px solid transparent; }
  button:focus-visible { outline: 3px solid #f0b429; outline-offset: 2px; }
  .pay { background: #1d6b3a; color: #fff; } .cancel { background: #fff; color: #8a1c1c; border-color: #8a1c1c; }
  .note { font-size: 13px; color: #5a6478; margin-top: 18px; }
  .done { text-align: center; } a { color: #23304d; font-weight: 600; }`;

function layout(language: Language, title: string, body: string): string {
  const text = checkoutTexts(language);
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main><header><h1>Sandbox Pay</h1><p>${escapeHtml(text.tagline)}</p></header><section>${body}</section></main></body></html>`;
}

/** The hosted page in the member's language; the Pay/Cancel answers keep it (?lang=). */
export function checkoutPage(checkout: SandboxCheckout, language: Language = 'en'): string {
  const text = checkoutTexts(language);
  const id = encodeURIComponent(checkout.id);
  const amount = `${escapeHtml(checkout.currency)} ${escapeHtml(formatMinor(checkout.amount, currencyPlaces(checkout.currency)))}`;
  if (checkout.status !== 'open') return resultPage(checkout.status, language);
  const action = (name: string) => `/sandbox-psp/checkout/${id}/${name}?lang=${language}`;
  return layout(
    language,
    text.title,
    `<p class="amount" aria-label="${escapeHtml(text.amount)}">${amount}</p>
<dl><dt>${escapeHtml(text.for)}</dt><dd>${escapeHtml(checkout.description)}</dd><dt>${escapeHtml(text.order)}</dt><dd>${escapeHtml(checkout.orderId)}</dd></dl>
<div class="actions">
  <form method="post" action="${action('pay')}"><button class="pay" type="submit">${escapeHtml(text.pay)} ${amount}</button></form>
  <form method="post" action="${action('cancel')}"><button class="cancel" type="submit">${escapeHtml(text.cancel)}</button></form>
</div>
<p class="note">${escapeHtml(text.note)}</p>`,
  );
}

export function resultPage(status: 'paid' | 'cancelled' | 'open' | 'missing', language: Language = 'en'): string {
  const text = checkoutTexts(language);
  return layout(
    language,
    'Sandbox Pay',
    `<div class="done"><p>${escapeHtml(text[status])}</p><p><a href="/">${escapeHtml(text.back)}</a></p></div>`,
  );
}
