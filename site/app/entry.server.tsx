import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { ServerStyleSheet } from 'styled-components';

const ABORT_AFTER_MS = 10_000;

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
      sheet.collectStyles(<ServerRouter context={context} url={request.url} />),
      {
        onAllReady() {
          const chunks: Buffer[] = [];
          const body = new PassThrough();
          body.on('data', (chunk: Buffer) => chunks.push(chunk));
          body.on('end', () => {
            const html = Buffer.concat(chunks)
              .toString('utf8')
              .replace('</head>', `${sheet.getStyleTags()}</head>`);
            sheet.seal();
            headers.set('Content-Type', 'text/html; charset=utf-8');
            // React writes the doctype itself when it renders <html>.
            resolve(new Response(html, { status, headers }));
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
