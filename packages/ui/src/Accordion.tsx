import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from './theme.ts';

const List = styled.div`
  border-top: 1px solid ${theme.color.border};
`;
const Item = styled.details`
  border-bottom: 1px solid ${theme.color.border};
  > summary {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: ${theme.space.md};
    padding: ${theme.space.md} 0;
    font-weight: 600;
    color: ${theme.color.ink};
    cursor: pointer;
    list-style: none;
  }
  > summary::-webkit-details-marker {
    display: none;
  }
  > summary::after {
    content: '+';
    font-size: 1.5rem;
    line-height: 1;
    color: ${theme.color.brand};
  }
  &[open] > summary::after {
    content: '−';
  }
`;
const Heading = styled.h3`
  margin: 0;
  font-family: ${theme.font.body};
  font-size: ${theme.size.lg};
  font-weight: inherit;
`;
const Panel = styled.div`
  padding: 0 0 ${theme.space.md};
  color: ${theme.color.inkMuted};
  p {
    margin: 0;
  }
`;

export interface AccordionItem {
  id?: string;
  title: string;
  content: ReactNode;
}

/**
 * One item open at a time; clicking the open item closes it (spec §2.4, §4): exclusive <details>
 * sharing one `name`, so it works without JavaScript, and the answers are in the HTML for search
 * engines.
 */
export function Accordion({
  items,
  headingLevel = 3,
}: {
  items: readonly AccordionItem[];
  headingLevel?: 2 | 3 | 4;
}) {
  const group = useId();
  return (
    <List>
      {items.map((item) => (
        <Item key={item.id ?? item.title} name={group}>
          <summary>
            <Heading as={`h${headingLevel}`}>{item.title}</Heading>
          </summary>
          <Panel>{item.content}</Panel>
        </Item>
      ))}
    </List>
  );
}
