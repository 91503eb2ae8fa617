import { SPECULATION_RULES } from '../lib/speculation-rules.ts';
import { onFirstInput, hydratingPage } from './page.ts';

/**
 * A content page's speculation rules (lib/speculation-rules.ts), added on the visitor's first input:
 * they only act once a pointer or finger is on a link, and a browser given them checks every link of
 * the page against them at once (on the sitemap page, about 130 ms of a throttled phone's main thread
 * while the page loads, bench:first-load). Their text is allowed by its hash in the page's CSP. Pages
 * that hydrate leave following links to React Router.
 */
export function addSpeculationRules() {
  if (hydratingPage() || !HTMLScriptElement.supports?.('speculationrules')) return;
  onFirstInput(() => {
    const script = document.createElement('script');
    script.type = 'speculationrules';
    script.textContent = SPECULATION_RULES;
    document.head.append(script);
  });
}
