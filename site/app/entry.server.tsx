import { renderToReadableStream } from 'react-dom/server';
import type { EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import siteScript from 'virtual:site-script';
import { restoreScrollScript } from './components/ScrollPositions.tsx';
import { allowListMeta, ownInlineScripts } from './lib/inline-allow-list.ts';
import { PAGE_ERROR_HEADER } from './lib/page-error.ts';

const ABORT_AFTER_MS = 10_000;

/** Our own inline scripts, fixed texts (root.tsx, ScrollPositions.tsx). */
const FIXED_SCRIPTS = [siteScript, restoreScrollScript];
const STYLE_BODY = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;

/**
 * Renders a page completely, then puts the styled-components CSS it used into <head>, so pages arrive
 * styled and readable without JavaScript: at build for the editorial pages, and in the host's Worker
 * for the data pages. The same web-streams renderer runs on Node and on workerd.
 */
export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
) {
  // The nonce React and React Router put on the inline scripts they write, so the check below knows
  // them for ours. New for every render and removed from the page: content stored before a
  // render cannot carry it.
  const nonce = crypto.randomUUID().replaceAll('-', '');
  const sheet = new ServerStyleSheet();
  let failed = false;
  try {
    const stream = await renderToReadableStream(
      sheet.collectStyles(<ServerRouter context={context} url={request.url} nonce={nonce} />),
      {
        nonce,
        signal: AbortSignal.timeout(ABORT_AFTER_MS),
        onError(error) {
          failed = true;
          console.error(error);
        },
      },
    );
    await stream.allReady;
    const body = await new Response(stream).text();
    const styleTags = sheet.getStyleTags();
    const rendered = body.replace('</head>', `${styleTags}</head>`);
    headers.set('Content-Type', 'text/html; charset=utf-8');
    // A loader threw (an address that names nothing, 404, or a database away, 503): the host answers
    // with its own page for that status rather than this one (worker/index.ts).
    if (Object.values(context.staticHandlerContext.errors ?? {}).length > 0)
      headers.set(PAGE_ERROR_HEADER, String(status));
    if (failed) status = 500;
    if (import.meta.env.DEV) return new Response(rendered, { status, headers });
    // A page with an inline script we did not write fails the render (and the build).
    const { html, list } = ownInlineScripts(rendered, {
      where: new URL(request.url).pathname,
      nonce,
      fixed: FIXED_SCRIPTS,
      // Every style block the renderer wrote: styled-components' and those React hoists (a widget's
      // stylesheet around its pre-rendered place).
      styles: [...rendered.matchAll(STYLE_BODY)].map(([, css = '']) => css),
    });
    // React writes the doctype itself when it renders <html>.
    return new Response(html.replace('<head>', `<head>${allowListMeta(list)}`), { status, headers });
  } finally {
    sheet.seal();
  }
}

// The Worker gives loaders their data through this context (lib/page-data.server.ts). It must be the
// server build's own object, so the Worker takes it from the build's entry module.
export { pageData } from './lib/page-data.server.ts';
