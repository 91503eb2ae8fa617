import { headingId, type ArticleBlock } from '@pond/core';

interface PortableTextSpan {
  _type?: string;
  text?: string;
}
interface PortableTextBlockLike {
  _type?: string;
  style?: string;
  listItem?: string;
  children?: PortableTextSpan[];
}

export function blockText(block: PortableTextBlockLike): string {
  return (block.children ?? []).map((child) => child.text ?? '').join('');
}

/**
 * Portable Text as the blocks of spec §2.10 (headings with their ids, paragraphs, bullet lists),
 * so the rules of @pond/core — FAQ extraction, read time — apply to Sanity content unchanged.
 */
export function portableTextToArticleBlocks(
  body: readonly PortableTextBlockLike[] | null | undefined,
): ArticleBlock[] {
  const blocks: ArticleBlock[] = [];
  for (const block of body ?? []) {
    if (block._type !== 'block') continue;
    const text = blockText(block).trim();
    if (!text) continue;
    const level = /^h([1-3])$/.exec(block.style ?? '')?.[1];
    const previous = blocks.at(-1);
    if (block.listItem) {
      if (previous?.type === 'list') previous.items.push(text);
      else blocks.push({ type: 'list', items: [text] });
    } else if (level) {
      blocks.push({ type: 'heading', level: Number(level) as 1 | 2 | 3, text, id: headingId(text) });
    } else {
      blocks.push({ type: 'paragraph', text });
    }
  }
  return blocks;
}
