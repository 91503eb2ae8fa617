import { DIALOG_PAGES } from './dialog-pages.ts';

/**
 * The partner demo's pages: a plain HTML page on another origin that embeds the kit
 * exactly as widgets/README.md tells partners to, under a strict nonce CSP and hostile CSS.
 */
export interface DemoPage {
  title: string;
  /** What sits in <body> after the page's own header; widget elements included. */
  body: string;
  /** Without the hostile CSS: the reference the hostile pages are compared with. */
  plain?: boolean;
  /** The immutable versioned loader with its SRI hash, instead of the evergreen channel. */
  pinned?: boolean;
  /** The loader pasted twice, as two plugins of a partner's site might. */
  loaderTwice?: boolean;
  /** Scripts of the page's own (a framework), from this origin, before its script. */
  vendor?: string[];
  /** The page's own script, at the end of <body>; `{NONCE}` is the response's nonce. */
  script?: string;
}

/** The loader tag as a partner pastes it: the evergreen channel, or a version pinned with SRI. */
export interface LoaderTag {
  src: string;
  integrity?: string;
}

/** CSS a careless or hostile partner page might have: none of it may change the widget. */
export const HOSTILE_CSS = `
body { color: rgb(255, 0, 255); font-family: "Courier New", monospace; line-height: 4; font-size: 22px; letter-spacing: 3px; }
* { color: rgb(255, 0, 255) !important; font-family: "Comic Sans MS", cursive !important; line-height: 3 !important; box-sizing: content-box !important; text-transform: uppercase !important; }
button { background: red !important; border-radius: 0 !important; }
input, select, textarea { display: none !important; }
form { display: none !important; }
h2 { font-size: 60px !important; }
a { color: lime !important; }
`;

/** The policy a strict partner sends: scripts and styles only with the nonce, our origin allowed. */
export function contentSecurityPolicy(nonce: string, siteUrl: string): string {
  return [
    `default-src 'self'`,
    `script-src 'nonce-${nonce}' ${siteUrl}`,
    `style-src 'nonce-${nonce}'`,
    `connect-src 'self' ${siteUrl}`,
    // Builders' photos on the directory's cards come from our origin.
    `img-src 'self' data: ${siteUrl}`,
    `base-uri 'none'`,
    `object-src 'none'`,
  ].join('; ');
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function renderDemoPage(page: DemoPage, nonce: string, loaderTag: LoaderTag): string {
  const integrity = loaderTag.integrity ? ` integrity="${loaderTag.integrity}" crossorigin="anonymous"` : '';
  const loader = `<script src="${loaderTag.src}"${integrity} async nonce="${nonce}"></script>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)} · Riverside Garden Centre (partner demo)</title>
<style nonce="${nonce}">${page.plain ? '' : HOSTILE_CSS}
.spacer { height: 3000px; }
.log { white-space: pre-wrap; border: 1px dashed; padding: 8px; font-size: 14px; }
</style>
<script nonce="${nonce}">
  // What a partner's own code sees: every widget event on document, and any CSP violation.
  window.pondEvents = [];
  window.cspViolations = [];
  for (const name of ['pond-ready', 'pond-quote-submitted', 'pond-error', 'pond-calculated', 'pond-plan-created']) {
    document.addEventListener(name, (event) => {
      window.pondEvents.push({ name, detail: event.detail });
      const log = document.getElementById('event-log');
      if (log) log.textContent += name + ' ' + JSON.stringify(event.detail) + '\\n';
    });
  }
  document.addEventListener('securitypolicyviolation', (event) => {
    window.cspViolations.push({ directive: event.violatedDirective, blocked: event.blockedURI });
  });
</script>
${loader}
${page.loaderTwice ? loader : ''}
</head>
<body>
<header><h1>Riverside Garden Centre</h1><p>A partner page on another origin, with hostile CSS and a strict nonce Content-Security-Policy.</p>
<nav>${Object.entries(DEMO_PAGES)
    .map(([path, { title }]) => `<a href="${path}">${escapeHtml(title)}</a>`)
    .join(' · ')}</nav></header>
<main>
${page.body}
<h2>Widget events</h2>
<div id="event-log" class="log" aria-live="polite"></div>
</main>
${(page.vendor ?? []).map((src) => `<script src="${src}" nonce="${nonce}"></script>`).join('\n')}
${page.script ? `<script nonce="${nonce}">${page.script.replaceAll('{NONCE}', nonce)}</script>` : ''}
</body>
</html>`;
}

/** The demo's pages by path. */
export const DEMO_PAGES: Record<string, DemoPage> = {
  '/': {
    title: 'Ask for pond quotes',
    body: `<p>Thinking about a pond? Our friends at Pond Builders Direct find you local builders and show what they verified about each.</p>
<pond-quote-form partner="riverside-garden" project-type="Koi Pond Construction" city="Austin" state="TX"></pond-quote-form>`,
  },
  '/two': {
    title: 'Two forms',
    body: `<pond-quote-form partner="riverside-garden" heading="Quotes for a new pond"></pond-quote-form>
<pond-quote-form partner="riverside-garden" heading="Quotes for pond repairs" project-type="Pond Repair &amp; Renovation" compact theme="dark"></pond-quote-form>`,
  },
  '/below-the-fold': {
    title: 'Below the fold',
    body: `<div class="spacer"><p>Scroll down for the form.</p></div>
<pond-quote-form partner="riverside-garden" id="lazy-form"></pond-quote-form>`,
  },
  '/bad-attribute': {
    title: 'A bad attribute',
    body: `<pond-quote-form partner="Riverside Garden!" project-type="Swimming Pool" state="Atlantis"></pond-quote-form>`,
  },
  '/plain': {
    title: 'Without hostile CSS',
    plain: true,
    body: `<pond-quote-form partner="riverside-garden" project-type="Koi Pond Construction" city="Austin" state="TX"></pond-quote-form>`,
  },
  '/pinned': {
    title: 'Pinned version with SRI',
    pinned: true,
    body: `<pond-quote-form partner="riverside-garden" no-heading></pond-quote-form>`,
  },
  '/loader-twice': {
    title: 'Loader pasted twice',
    loaderTwice: true,
    body: `<pond-quote-form partner="riverside-garden"></pond-quote-form>`,
  },
  '/directory': {
    title: 'Find a builder',
    body: `<p>Our friends at Pond Builders Direct list pond builders near you, with what they verified about each.</p>
<pond-directory partner="riverside-garden" city="Austin" state="TX" page-size="6"></pond-directory>`,
  },
  '/calculator': {
    title: 'Pond calculator',
    body: `<p>How big is your pond? Work out its volume, liner and pump with Pond Builders Direct.</p>
<pond-calculator partner="riverside-garden"></pond-calculator>`,
  },
  '/planner': {
    title: 'Plan a pond',
    body: `<p>Plan your pond and see what it costs, with Pond Builders Direct.</p>
<pond-planner partner="riverside-garden"></pond-planner>`,
  },
  ...DIALOG_PAGES,
  '/no-widget': {
    title: 'No widget',
    body: `<p>This page has the loader and no widget element: it downloads no widget code.</p>`,
  },
};
