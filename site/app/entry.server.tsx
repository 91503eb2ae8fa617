import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import siteScript from 'virtual:site-script';
import { restoreScrollScript } from './components/ScrollPositions.tsx';
import { allowListMeta, ownInlineScripts } from './lib/inline-allow-list.ts';

const ABORT_AFTER_MS = 10_000;

/**
 * The nonce React and React Router put on the inline scripts they write, so the check below knows
 * them for ours (issue 32). New for every build and removed from the pages: content stored before a
 * build cannot carry it.
 */
const RENDER_NONCE = randomUUID().replaceAll('-', '');
/** Our own inline scripts, fixed texts (root.tsx, ScrollPositions.tsx). */
const FIXED_SCRIPTS = [siteScript, restoreScrollScript];
const STYLE_BODY = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;

// Pre-rendering only (the site has no server at run time): render each page completely, then put the
// styled-components CSS it used into <head>, so pages arrive styled and readable without JavaScript.
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
) {
  const sheet = new ServerStyleSheet();
  return new Promise<Response>((resolve, reject) => {
    const { pipe, abort } = renderToPipeableStream(
      sheet.collectStyles(<ServerRouter context={context} url={request.url} nonce={RENDER_NONCE} />),
      {
        nonce: RENDER_NONCE,
        onAllReady() {
          const chunks: Buffer[] = [];
          const body = new PassThrough();
          body.on('data', (chunk: Buffer) => chunks.push(chunk));
          body.on('end', () => {
            const styleTags = sheet.getStyleTags();
            sheet.seal();
            const rendered = Buffer.concat(chunks).toString('utf8').replace('</head>', `${styleTags}</head>`);
            headers.set('Content-Type', 'text/html; charset=utf-8');
            if (import.meta.env.DEV) return resolve(new Response(rendered, { status, headers }));
            // A page with an inline script we did not write fails the pre-render, and so the build.
            try {
              const { html, list } = ownInlineScripts(rendered, {
                where: new URL(request.url).pathname,
                nonce: RENDER_NONCE,
                fixed: FIXED_SCRIPTS,
                styles: [...styleTags.matchAll(STYLE_BODY)].map(([, css = '']) => css),
              });
              // React writes the doctype itself when it renders <html>.
              resolve(
                new Response(html.replace('<head>', `<head>${allowListMeta(list)}`), { status, headers }),
              );
            } catch (error) {
              reject(error);
            }
          });
          pipe(body);
        },
        onShellError(error) {
          sheet.seal();
          reject(error);
        },
        onError(error) {
          status = 500;
          console.error(error);
        },
      },
    );
    setTimeout(abort, ABORT_AFTER_MS);
  });
}
