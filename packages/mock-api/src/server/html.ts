/** Text as HTML that shows it literally: nothing a visitor or the world supplies can become markup. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The server's own pages allow no script, no outside resource, no framing, and post forms only to themselves. */
const PAGE_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'X-Frame-Options': 'DENY',
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
};

const STYLE =
  'body{font:16px/1.5 system-ui,sans-serif;max-width:26rem;margin:4rem auto;padding:0 1rem;color:#111827}' +
  'label{display:block;margin-top:1rem}input{display:block;width:100%;padding:.5rem;box-sizing:border-box;font:inherit}' +
  'button{margin-top:1.5rem;padding:.5rem 1rem;font:inherit}.error{color:#b91c1c}.hint{color:#4b5563;font-size:.875rem}';

/** A small page; `body` is HTML already escaped by the caller. */
export function htmlPage(title: string, body: string, status = 200): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
  return new Response(html, { status, headers: PAGE_HEADERS });
}
