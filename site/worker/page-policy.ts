// A rendered page's Content-Security-Policy, from the list of inline scripts and styles its renderer
// wrote: made once per page by the build for the editorial files (scripts/harden-pages.ts)
// and by the Worker for each data page it renders. Web Crypto, so it runs on both.
import {
  ForeignInlineScriptError,
  readAllowList,
  runnableInlineScripts,
} from '../app/lib/inline-allow-list.ts';
import { SPECULATION_RULES } from '../app/lib/speculation-rules.ts';
import { pagePolicy } from './security.ts';

async function hash(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return `sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}`;
}

/**
 * A page's policy hashes, from the list its renderer wrote, never from what the page happens to
 * contain: every runnable inline script must be on the list, or this throws. Scripts: the listed ones,
 * and on a page that does not hydrate the speculation rules its site script adds on the first input
 * (site-script/speculation.ts). Styles, on a page that does not hydrate: the listed ones and the empty
 * style (the widget kit fills empty <style> elements of its shadow roots through the CSS object model,
 * which style-src does not govern). A page without a list (a redirect page React Router wrote itself)
 * may have no inline script at all.
 */
export async function pageHashes(
  html: string,
  where: string,
): Promise<{ html: string; scriptHashes: string[]; styleHashes: string[] | undefined }> {
  const found = readAllowList(html);
  const list = found?.list ?? { scripts: [], styles: [], hydrates: false };
  for (const { body } of runnableInlineScripts(found?.html ?? html))
    if (!list.scripts.includes(body)) throw new ForeignInlineScriptError(where, body);
  const scripts = [...new Set(await Promise.all(list.scripts.map(hash)))];
  return {
    html: found?.html ?? html,
    scriptHashes: list.hydrates ? scripts : [...scripts, await hash(SPECULATION_RULES)],
    styleHashes: list.hydrates ? undefined : [...new Set(await Promise.all([...list.styles, ''].map(hash)))],
  };
}

/** The page with its policy as the first thing in <head>, before any script can run. */
export function withPolicyMeta(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replaceAll('"', '&quot;')}"/>`;
  const charset = /<meta charSet="utf-8"\/>/i.exec(html);
  if (charset) return html.replace(charset[0], `${charset[0]}${meta}`);
  return html.replace(/<head>/i, `<head>${meta}`);
}

/**
 * A rendered page as the browser gets it: the renderer's list replaced by the page's policy; and
 * whether it hydrates (an application page, which no shared cache keeps).
 */
export async function hardenPage(
  html: string,
  where: string,
  apiOrigin?: string,
): Promise<{ html: string; hydrates: boolean }> {
  const page = await pageHashes(html, where);
  const policy = pagePolicy({ scriptHashes: page.scriptHashes, styleHashes: page.styleHashes, apiOrigin });
  // A page that hydrates is the one whose styles are not hashed (styled-components writes them live).
  return { html: withPolicyMeta(page.html, policy), hydrates: page.styleHashes === undefined };
}
