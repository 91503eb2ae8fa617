/** What a partner picks in the embed builder (/partners/embed). */
export interface EmbedOptions {
  widget: 'pond-quote-form';
  /** Attribute name → value; '' for a boolean attribute that is on; absent or undefined when off. */
  attributes: Record<string, string | undefined>;
  /** The version pinned with its SRI hash, or the evergreen channel that follows every 1.x release. */
  channel: 'pinned' | 'evergreen';
}

/** The kit as the site serves it, read from its manifest at build time. */
export interface KitInfo {
  version: string;
  immutableLoader: string;
  evergreenLoader: string;
  integrity: string;
  /** Where widgets send requests; null when it is the site's own origin (the local stack). */
  dataOrigin: string | null;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The element as a partner pastes it: only the attributes they set, booleans bare. */
export function elementSnippet(options: Pick<EmbedOptions, 'widget' | 'attributes'>): string {
  const attributes = Object.entries(options.attributes)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${escapeAttribute(value)}"`))
    .join('');
  return `<${options.widget}${attributes}></${options.widget}>`;
}

/** The loader tag and the element, ready to paste. */
export function embedSnippet(options: EmbedOptions, origin: string, kit: KitInfo): string {
  const loader =
    options.channel === 'pinned'
      ? `<script src="${origin}${kit.immutableLoader}" integrity="${kit.integrity}" crossorigin="anonymous" async></script>`
      : `<script src="${origin}${kit.evergreenLoader}" async></script>`;
  return `${loader}\n${elementSnippet(options)}`;
}

/** The directives a partner with a strict nonce CSP adds (widgets/README.md "Content-Security-Policy"). */
export function cspDirectives(origin: string, kit: KitInfo): string {
  return [
    `script-src 'nonce-{YOUR NONCE}' ${origin}`,
    `style-src 'nonce-{YOUR NONCE}'`,
    `connect-src 'self' ${kit.dataOrigin ?? origin}`,
  ].join(';\n');
}
