import type { BankIdentity } from './identities';
import { BANK_TEXTS, type BankLang } from './texts';

export const esc = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

export const layout = (lang: BankLang, title: string, content: string): string => `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${esc(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; background: #eef2f5; color: #1d2730; margin: 0; }
  main { max-width: 34rem; margin: 2rem auto; background: #fff; padding: 1.5rem 2rem; border-radius: 8px; box-shadow: 0 1px 4px rgba(0,0,0,.15); }
  h1 { font-size: 1.4rem; margin-top: 0; color: #0b4f6c; }
  fieldset { border: 1px solid #c8d3dc; border-radius: 6px; margin: 1rem 0; }
  label { display: block; padding: .4rem 0; cursor: pointer; }
  .id { color: #52606d; font-size: .9rem; }
  .actions { display: flex; gap: .75rem; margin-top: 1rem; }
  button { font-size: 1rem; padding: .6rem 1.2rem; border-radius: 4px; border: 1px solid #0b4f6c; cursor: pointer; }
  button[value=approve] { background: #0b4f6c; color: #fff; }
  button[value=cancel] { background: #fff; color: #0b4f6c; }
  .error { color: #a61b1b; font-weight: bold; }
  .note { color: #52606d; font-size: .85rem; margin-top: 1.5rem; }
</style>
</head>
<body><main>
${content}
</main></body>
</html>
`;

export function renderLoginForm(options: {
  lang: BankLang;
  action: string;
  country: string;
  identities: BankIdentity[];
  error?: string;
}): string {
  const t = BANK_TEXTS[options.lang];
  const people = options.identities
    .map(
      (p, i) =>
        `<label><input type="radio" name="identity" value="${esc(p.nationalId)}"${i === 0 ? ' checked' : ''}> ` +
        `${esc(p.firstName)} ${esc(p.lastName)} <span class="id">(${t.birth} ${esc(p.birthDate)}, ${t.idLabel} ${esc(p.nationalId)})</span></label>`,
    )
    .join('\n');
  return layout(
    options.lang,
    t.title,
    `<h1>${esc(t.title)}</h1>
<p>${esc(t.intro(options.country))}</p>
${options.error ? `<p class="error" role="alert">${esc(options.error)}</p>` : ''}
<form method="post" action="${esc(options.action)}">
<fieldset>
<legend>${esc(t.choose)}</legend>
${people}
<label><input type="radio" name="identity" value="new"> ${esc(t.newRandom)}</label>
</fieldset>
<div class="actions">
<button type="submit" name="decision" value="approve">${esc(t.approve)}</button>
<button type="submit" name="decision" value="cancel" formnovalidate>${esc(t.cancel)}</button>
</div>
</form>
<p class="note">${esc(t.sandboxNote)}</p>`,
  );
}

export function renderStatusPage(options: {
  lang: BankLang;
  status: 'approved' | 'cancelled' | 'expired' | 'unknown';
  backUrl?: string;
}): string {
  const t = BANK_TEXTS[options.lang];
  const text = options.status === 'unknown' ? t.unknown : t.status[options.status];
  return layout(
    options.lang,
    t.statusTitle,
    `<h1>${esc(t.statusTitle)}</h1>
<p>${esc(text)}</p>
${options.backUrl ? `<p><a href="${esc(options.backUrl)}">${esc(t.back)}</a></p>` : ''}
<p class="note">${esc(t.sandboxNote)}</p>`,
  );
}
