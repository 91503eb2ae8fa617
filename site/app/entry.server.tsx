import { renderToString } from 'react-dom/server';
import type { EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { ServerStyleSheet } from 'styled-components';

// Pre-rendering only (the site has no server at run time): render each page to a string with its
// styled-components CSS collected into <head>, so pages arrive styled without JavaScript.
export default function handleRequest(request: Request, status: number, headers: Headers, context: EntryContext) {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(<ServerRouter context={context} url={request.url} />));
    const styled = html.replace('</head>', `${sheet.getStyleTags()}</head>`);
    headers.set('Content-Type', 'text/html; charset=utf-8');
    return new Response(`<!DOCTYPE html>${styled}`, { status, headers });
  } finally {
    sheet.seal();
  }
}
