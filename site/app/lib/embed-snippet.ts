import type { KitManifest, WidgetTag } from '@pond/widgets';

/** What a partner picks in the embed builder (/partners/embed). */
export interface EmbedOptions {
  widget: WidgetTag;
  /** Attribute name → value; '' for a boolean attribute that is on; absent or undefined when off. */
  attributes: Record<string, string | undefined>;
  /** The version pinned with its SRI hash, or the evergreen channel that follows every 1.x release. */
  channel: 'pinned' | 'evergreen';
}

/** What the embed builder needs of the kit's manifest, read at build time. */
export type KitInfo = Pick<KitManifest, 'version' | 'loader' | 'dataOrigin'>;

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The element as a partner pastes it: only the attributes they set, booleans bare. */
function elementSnippet(options: Pick<EmbedOptions, 'widget' | 'attributes'>): string {
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
      ? `<script src="${origin}${kit.loader.immutable}" integrity="${kit.loader.integrity}" crossorigin="anonymous" async></script>`
      : `<script src="${origin}${kit.loader.evergreen}" async></script>`;
  return `${loader}\n${elementSnippet(options)}`;
}

/** The directives a partner with a strict nonce CSP adds (widgets/README.md "Content-Security-Policy"). */
export function cspDirectives(origin: string, kit: KitInfo): string {
  return [
    `script-src 'nonce-{YOUR NONCE}' ${origin}`,
    `style-src 'nonce-{YOUR NONCE}'`,
    `connect-src 'self' ${kit.dataOrigin ?? origin}`,
    // Builders' photos on the directory's cards.
    `img-src 'self' data: ${origin}`,
  ].join(';\n');
}
