/** A block of an article body, as the site renders it (spec §2.10 "Body rendering"). */
export type ArticleBlock =
  | { type: 'heading'; level: 1 | 2 | 3; text: string; id: string }
  | { type: 'paragraph'; text: string }
  | { type: 'list'; items: string[] };

export interface FaqItem {
  question: string;
  answer: string;
}

/**
 * A heading's id: its lower-case text with hyphens between words (spec §2.10). Punctuation is
 * dropped so the id reads cleanly in a link ('Why Koi?' → 'why-koi').
 */
export function headingId(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-');
}

const HEADING = /^(#{1,3}) (.*)$/;

/**
 * Reads the spec's markdown-like body (§2.10): blocks are separated by blank lines; a block
 * starting '# ', '## ' or '### ' is a heading of that level; a block starting '- ' is a bullet list
 * (one item per line); anything else is a paragraph.
 */
export function parseArticleBody(content: string): ArticleBlock[] {
  return content
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block): ArticleBlock => {
      const heading = HEADING.exec(block);
      if (heading) {
        const text = heading[2]!.trim();
        return { type: 'heading', level: heading[1]!.length as 1 | 2 | 3, text, id: headingId(text) };
      }
      if (block.startsWith('- ')) {
        const items = block
          .split('\n')
          .map((line) => line.trim().replace(/^- /, ''))
          .filter(Boolean);
        return { type: 'list', items };
      }
      return { type: 'paragraph', text: block };
    });
}

/**
 * FAQ structured data from an article (spec §2.10): only when it has both level-1 and level-2
 * headings; each level-2 heading is a question, the text up to the next heading its answer.
 * Sections without text are left out.
 */
export function extractFaq(blocks: readonly ArticleBlock[]): FaqItem[] {
  const levels = new Set(blocks.flatMap((block) => (block.type === 'heading' ? [block.level] : [])));
  if (!levels.has(1) || !levels.has(2)) return [];

  const faq: FaqItem[] = [];
  let current: { question: string; parts: string[] } | undefined;
  const close = () => {
    if (current && current.parts.length > 0)
      faq.push({ question: current.question, answer: current.parts.join(' ') });
  };
  for (const block of blocks) {
    if (block.type === 'heading') {
      close();
      current = block.level === 2 ? { question: block.text, parts: [] } : undefined;
    } else if (current) {
      current.parts.push(block.type === 'list' ? block.items.join('; ') : block.text);
    }
  }
  close();
  return faq;
}

/** The plain text of blocks, for word counts and read times. */
export function blocksToPlainText(blocks: readonly ArticleBlock[]): string {
  return blocks.map((block) => (block.type === 'list' ? block.items.join('\n') : block.text)).join('\n\n');
}
