import { PortableText, type PortableTextComponents } from '@portabletext/react';
import { headingId } from '@pond/core';
import type { ReactNode } from 'react';
import { blockText } from '../article-blocks.ts';
import type { BlockContent } from '../sanity.types.ts';

export interface ArticleBodyProps {
  value: BlockContent | null | undefined;
  /** Renders links to pages of this site, so the site can use its router; a plain <a> otherwise. */
  renderInternalLink?: (props: { href: string; children: ReactNode }) => ReactNode;
}

const isExternal = (href: string) => /^(https?:)?\/\//i.test(href);

/**
 * Renders an article or legal page body (spec §2.10). The page's own title is its only <h1>, so
 * the body's three heading levels render as h2-h4, each with the id of §2.10 for anchor links.
 * Text is always text: no HTML from content is ever injected.
 */
export function ArticleBody({ value, renderInternalLink }: ArticleBodyProps) {
  const heading = (Tag: 'h2' | 'h3' | 'h4') =>
    function Heading({
      children,
      value: block,
    }: {
      children?: ReactNode;
      value: Parameters<typeof blockText>[0];
    }) {
      return <Tag id={headingId(blockText(block))}>{children}</Tag>;
    };
  const components: PortableTextComponents = {
    block: {
      h1: heading('h2'),
      h2: heading('h3'),
      h3: heading('h4'),
      normal: ({ children }) => <p>{children}</p>,
    },
    list: { bullet: ({ children }) => <ul>{children}</ul> },
    listItem: { bullet: ({ children }) => <li>{children}</li> },
    marks: {
      strong: ({ children }) => <strong>{children}</strong>,
      em: ({ children }) => <em>{children}</em>,
      link: ({ children, value: mark }) => {
        const href = typeof mark?.href === 'string' ? mark.href : '';
        if (!/^(https?:|mailto:|tel:|\/)/i.test(href)) return <>{children}</>;
        if (isExternal(href)) {
          return (
            <a href={href} target="_blank" rel="noopener noreferrer">
              {children}
            </a>
          );
        }
        return renderInternalLink ? renderInternalLink({ href, children }) : <a href={href}>{children}</a>;
      },
    },
    // Anything the schema does not know renders as nothing rather than as raw data.
    unknownType: () => null,
    unknownMark: ({ children }) => <>{children}</>,
    unknownBlockStyle: ({ children }) => <p>{children}</p>,
    unknownList: ({ children }) => <ul>{children}</ul>,
    unknownListItem: ({ children }) => <li>{children}</li>,
  };
  return <PortableText value={value ?? []} components={components} onMissingComponent={false} />;
}
