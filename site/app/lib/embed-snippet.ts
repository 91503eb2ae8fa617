import type { KitManifest, KitTag } from '@pond/widgets';

/** How the widget shows on the page: in it, in a dialog from the page's own button, or from a floating button. */
export type EmbedMode = 'inline' | 'popup' | 'floating';

export const EMBED_MODES: readonly { value: EmbedMode; label: string }[] = [
  { value: 'inline', label: 'In the page' },
  { value: 'popup', label: 'In a dialog, from your own button or link' },
  { value: 'floating', label: 'In a dialog, from a floating button' },
];

/** What a partner picks in the embed builder (/partners/embed), or a builder on their dashboard. */
export interface EmbedOptions {
  widget: KitTag;
  /** Attribute name → value; '' for a boolean attribute that is on; absent or undefined when off. */
  attributes: Record<string, string | undefined>;
  /** The version pinned with its SRI hash, or the evergreen channel that follows every 1.x release. */
  channel: 'pinned' | 'evergreen';
  /** Inline unless said; a dialog's button reads `buttonText`. */
  mode?: EmbedMode;
  buttonText?: string;
}

/** What the embed builder needs of the kit's manifest, read at build time. */
export type KitInfo = Pick<KitManifest, 'version' | 'loader' | 'dataOrigin'>;

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Only the attributes a partner set, booleans bare. */
const attributeText = (attributes: EmbedOptions['attributes']) =>
  Object.entries(attributes)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${escapeAttribute(value)}"`))
    .join('');

/** The element as a partner pastes it. */
function elementSnippet(options: Pick<EmbedOptions, 'widget' | 'attributes'>): string {
  return `<${options.widget}${attributeText(options.attributes)}></${options.widget}>`;
}

/**
 * A popup's id: the widget's tag, and for a configured one a short mark of its settings, so that two
 * popups of one widget pasted on one page (a quote form for ponds, another for fountains) open each
 * its own. The same settings always give the same id: the snippet does not change as it is copied.
 */
function popupId(options: Pick<EmbedOptions, 'widget' | 'attributes'>): string {
  const settings = attributeText(options.attributes);
  if (!settings) return options.widget;
  // FNV-1a over the settings' characters: short, stable and spread enough for a page's few popups.
  let hash = 0x811c9dc5;
  for (const char of settings) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return `${options.widget}-${hash.toString(36)}`;
}

/**
 * The element as the mode wants it: a popup gets an id and the page's own button that opens it; a
 * floating element gets its button's words.
 */
function modeSnippet(options: EmbedOptions): string {
  const mode = options.mode ?? 'inline';
  const text = options.buttonText?.trim();
  if (mode === 'inline') return elementSnippet(options);
  if (mode === 'floating')
    return elementSnippet({
      ...options,
      attributes: { ...options.attributes, mode, 'button-text': text || undefined },
    });
  const id = popupId(options);
  const element = elementSnippet({ ...options, attributes: { id, mode, ...options.attributes } });
  const label = escapeAttribute(text || 'Open').replace(/>/g, '&gt;');
  return `<button type="button" data-pond-open="${id}">${label}</button>\n${element}`;
}

/** The loader tag and the element, ready to paste. */
export function embedSnippet(options: EmbedOptions, origin: string, kit: KitInfo): string {
  const loader =
    options.channel === 'pinned'
      ? `<script src="${origin}${kit.loader.immutable}" integrity="${kit.loader.integrity}" crossorigin="anonymous" async></script>`
      : `<script src="${origin}${kit.loader.evergreen}" async></script>`;
  return `${loader}\n${modeSnippet(options)}`;
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
