import { escapeHtml } from '../../mail/mail-layout';

export type Translate = (key: string, args?: Record<string, string | number>) => string;

export interface CheckoutPageView {
  lang: string;
  sessionId: string;
  token: string;
  status: 'open' | 'complete' | 'expired';
  productName: string;
  price: string;
  kind: 'credits' | 'subscription';
  method: 'card' | 'pix';
  /** `validUntil`: the code's expiry as the customer reads a time (their language, São Paulo). */
  pix: { code: string; qrDataUrl: string; expiresMinutes: number; validUntil: string } | null;
}

export interface PortalPageView {
  lang: string;
  token: string;
  planName: string;
  subscription: {
    productName: string;
    status: string;
    renewsAt: string | null;
    cancelAtPeriodEnd: boolean;
    live: boolean;
  } | null;
  payments: { date: string; product: string; amount: string; status: string }[];
}

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:Inter,'Segoe UI',Helvetica,Arial,sans-serif;background:#F7F5FB;color:#14121F}
.banner{background:#FFE7A3;color:#5A3E00;text-align:center;font-weight:700;padding:10px 16px;font-size:14px;letter-spacing:.02em}
main{max-width:480px;margin:24px auto;padding:0 16px}
.card{background:#fff;border-radius:16px;box-shadow:0 4px 24px rgba(20,18,31,.08);padding:24px;margin-bottom:16px}
h1{font-family:Poppins,'Segoe UI',sans-serif;font-size:22px;margin:0 0 4px}h2{font-size:16px;margin:0 0 12px}
.muted{color:#57546B;font-size:14px}.price{font-size:28px;font-weight:700;margin:8px 0 0}
.tabs{display:flex;gap:8px;margin:0 0 16px}.tab{flex:1;text-align:center;padding:10px;border-radius:10px;border:1px solid #DDD9EA;color:#14121F;text-decoration:none;font-weight:600}
.tab[aria-current=true]{border-color:#FF5A36;background:#FFF1EC;color:#C2391B}
label{display:block;font-size:13px;color:#57546B;margin:8px 0 4px}input[type=text],textarea{width:100%;padding:10px;border:1px solid #DDD9EA;border-radius:8px;font:inherit;background:#FAFAFD}
textarea{font-family:ui-monospace,Menlo,monospace;font-size:12px;height:96px;resize:none;word-break:break-all}
.qr{display:block;margin:8px auto 12px;width:220px;height:220px;image-rendering:pixelated}
button{width:100%;padding:14px;border:0;border-radius:10px;font:700 16px Poppins,'Segoe UI',sans-serif;cursor:pointer;margin-top:12px}
.primary{background:linear-gradient(90deg,#FF5A36,#FF9F1C);color:#14121F}.secondary{background:#EEEBF6;color:#14121F}
table{width:100%;border-collapse:collapse;font-size:14px}td,th{text-align:left;padding:8px 4px;border-bottom:1px solid #EEEBF6}
a.back{color:#C2391B;font-weight:600}.expiry{font-weight:700;margin:0 0 8px}`;

/** The page's one script (the CSP allows same-origin scripts only): the Pix code's copy button. */
export const SANDBOX_SCRIPT_PATH = '/api/sandbox/page.js';

/**
 * Copies the Pix code: the Clipboard API where the page is a secure context, else the selected
 * textarea and execCommand (a phone on the LAN opens the sandbox over plain http).
 */
export const SANDBOX_SCRIPT = `(() => {
  const button = document.getElementById('copy-pix');
  const code = document.getElementById('pix-code');
  const status = document.getElementById('copy-pix-status');
  if (!button || !code || !status) return;
  button.addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(code.value);
    } catch {
      code.select();
      document.execCommand('copy');
    }
    status.textContent = button.dataset.copied;
  });
})();
`;

function page(lang: string, title: string, banner: string, body: string): string {
  return `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><div class="banner" role="status">${escapeHtml(banner)}</div><main>${body}</main></body></html>`;
}

function form(action: string, token: string, label: string, cls: string, extra = ''): string {
  return `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="t" value="${escapeHtml(token)}">${extra}<button type="submit" class="${cls}">${escapeHtml(label)}</button></form>`;
}

export function renderCheckoutPage(v: CheckoutPageView, t: Translate): string {
  const base = `/api/sandbox/checkout/${encodeURIComponent(v.sessionId)}`;
  const summary = `<div class="card"><p class="muted">${escapeHtml(t('checkout.title'))}</p>
<h1>${escapeHtml(v.productName)}</h1><p class="price" data-testid="sandbox-price">${escapeHtml(v.price)}${
    v.kind === 'subscription'
      ? ` <span class="muted">${escapeHtml(t('checkout.per_month'))}</span>`
      : ''
  }</p></div>`;
  if (v.status !== 'open') {
    const done = v.status === 'complete' ? t('checkout.already_paid') : t('checkout.closed');
    return page(
      v.lang,
      t('checkout.title'),
      t('banner'),
      `${summary}<div class="card"><p>${escapeHtml(done)}</p><a class="back" href="/">${escapeHtml(t('back'))}</a></div>`,
    );
  }
  const link = (method: 'card' | 'pix', label: string) =>
    `<a class="tab" href="${base}?t=${encodeURIComponent(v.token)}&amp;method=${method}" aria-current="${v.method === method}">${escapeHtml(label)}</a>`;
  const tabs = v.pix
    ? `<nav class="tabs" aria-label="${escapeHtml(t('checkout.method'))}">${link('card', t('checkout.card'))}${link('pix', t('checkout.pix'))}</nav>`
    : '';
  const method =
    v.method === 'pix' && v.pix
      ? `<h2>${escapeHtml(t('checkout.pix'))}</h2>
<p class="muted">${escapeHtml(t('checkout.pix_help', { minutes: v.pix.expiresMinutes }))}</p>
<img class="qr" src="${escapeHtml(v.pix.qrDataUrl)}" alt="${escapeHtml(t('checkout.pix_qr_alt'))}" data-testid="pix-qr">
<p class="expiry" data-testid="pix-valid-until">${escapeHtml(t('checkout.pix_valid_until', { time: v.pix.validUntil }))}</p>
<label for="pix-code">${escapeHtml(t('checkout.pix_copy'))}</label>
<textarea id="pix-code" readonly data-testid="pix-code">${escapeHtml(v.pix.code)}</textarea>
<button type="button" class="secondary" id="copy-pix" data-copied="${escapeHtml(t('checkout.pix_copied'))}">${escapeHtml(t('checkout.pix_copy_button'))}</button>
<p class="muted" id="copy-pix-status" role="status" aria-live="polite"></p>
<script src="${SANDBOX_SCRIPT_PATH}" defer></script>
${form(`${base}/pay`, v.token, t('checkout.simulate_pix'), 'primary', '<input type="hidden" name="method" value="pix">')}`
      : `<h2>${escapeHtml(t('checkout.card'))}</h2>
<label for="card-number">${escapeHtml(t('checkout.card_number'))}</label>
<input id="card-number" type="text" value="4242 4242 4242 4242" readonly>
<p class="muted">${escapeHtml(t('checkout.card_help'))}</p>
${form(`${base}/pay`, v.token, t('checkout.pay'), 'primary', '<input type="hidden" name="method" value="card">')}`;
  return page(
    v.lang,
    t('checkout.title'),
    t('banner'),
    `${summary}<div class="card">${tabs}${method}${form(`${base}/cancel`, v.token, t('checkout.cancel'), 'secondary')}</div>`,
  );
}

export function renderPortalPage(v: PortalPageView, t: Translate): string {
  const s = v.subscription;
  const sub = s
    ? `<p><strong>${escapeHtml(s.productName)}</strong> · ${escapeHtml(t(`portal.status.${s.status}`))}</p>
${s.renewsAt ? `<p class="muted">${escapeHtml(t(s.cancelAtPeriodEnd ? 'portal.ends_at' : 'portal.renews_at', { date: s.renewsAt }))}</p>` : ''}
${
  s.live
    ? `${s.cancelAtPeriodEnd ? '' : form('/api/sandbox/portal/cancel', v.token, t('portal.cancel'), 'primary')}
${form('/api/sandbox/portal/renew', v.token, t('portal.renew'), 'secondary')}
${form('/api/sandbox/portal/end', v.token, t('portal.end_period'), 'secondary')}`
    : ''
}`
    : `<p class="muted">${escapeHtml(t('portal.no_subscription'))}</p>`;
  const rows = v.payments
    .map(
      (p) =>
        `<tr><td>${escapeHtml(p.date)}</td><td>${escapeHtml(p.product)}</td><td>${escapeHtml(p.amount)}</td><td>${escapeHtml(p.status)}</td></tr>`,
    )
    .join('');
  const payments = v.payments.length
    ? `<table><thead><tr><th>${escapeHtml(t('portal.date'))}</th><th>${escapeHtml(t('portal.product'))}</th><th>${escapeHtml(t('portal.amount'))}</th><th>${escapeHtml(t('portal.payment_status'))}</th></tr></thead><tbody>${rows}</tbody></table>`
    : `<p class="muted">${escapeHtml(t('portal.no_payments'))}</p>`;
  return page(
    v.lang,
    t('portal.title'),
    t('banner'),
    `<div class="card"><h1>${escapeHtml(t('portal.title'))}</h1><p class="muted">${escapeHtml(t('portal.plan', { plan: v.planName }))}</p></div>
<div class="card"><h2>${escapeHtml(t('portal.subscription'))}</h2>${sub}</div>
<div class="card"><h2>${escapeHtml(t('portal.payments'))}</h2>${payments}</div>
<p><a class="back" href="/payments">${escapeHtml(t('portal.back'))}</a></p>`,
  );
}
