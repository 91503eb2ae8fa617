import { createHash } from 'node:crypto';
import { parseArticleBody } from '@pond/core';

// Turns the spec's markdown-like text (§2.10: blank-line blocks, '# ' to '### ' headings, '- '
// bullets) into Portable Text, with **bold** and [links](/path) inside text. Only for writing
// the seed: editors work in the Studio afterwards.

export interface Span {
  _type: 'span';
  _key: string;
  text: string;
  marks: string[];
}
export interface Block {
  _type: 'block';
  _key: string;
  style: 'normal' | 'h1' | 'h2' | 'h3';
  listItem?: 'bullet';
  level?: number;
  markDefs: { _type: 'link'; _key: string; href: string }[];
  children: Span[];
}

const key = (...parts: (string | number)[]) =>
  createHash('sha1').update(parts.join('|')).digest('hex').slice(0, 12);

const INLINE = /\*\*([^*]+)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

function inline(text: string, blockKey: string): Pick<Block, 'markDefs' | 'children'> {
  const markDefs: Block['markDefs'] = [];
  const children: Span[] = [];
  const push = (value: string, marks: string[]) => {
    if (value) children.push({ _type: 'span', _key: key(blockKey, children.length), text: value, marks });
  };
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    push(text.slice(last, match.index), []);
    if (match[1] !== undefined) {
      push(match[1], ['strong']);
    } else {
      const linkKey = key(blockKey, 'link', markDefs.length);
      markDefs.push({ _type: 'link', _key: linkKey, href: match[3]! });
      push(match[2]!, [linkKey]);
    }
    last = match.index + match[0].length;
  }
  push(text.slice(last), []);
  return { markDefs, children };
}

export function toPortableText(markdown: string, documentId: string): Block[] {
  return parseArticleBody(markdown).flatMap((block, index): Block[] => {
    const blockKey = key(documentId, index);
    if (block.type === 'heading')
      return [{ _type: 'block', _key: blockKey, style: `h${block.level}`, ...inline(block.text, blockKey) }];
    if (block.type === 'paragraph')
      return [
        {
          _type: 'block',
          _key: blockKey,
          style: 'normal',
          ...inline(block.text.replace(/\s*\n\s*/g, ' '), blockKey),
        },
      ];
    return block.items.map((item, itemIndex) => {
      const itemKey = key(documentId, index, itemIndex);
      return {
        _type: 'block',
        _key: itemKey,
        style: 'normal',
        listItem: 'bullet',
        level: 1,
        ...inline(item, itemKey),
      };
    });
  });
}
