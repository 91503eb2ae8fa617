import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from './theme.ts';

const List = styled.div`
  border-top: 1px solid ${theme.color.border};
`;
const Item = styled.div`
  border-bottom: 1px solid ${theme.color.border};
`;
const Heading = styled.h3`
  margin: 0;
  font-family: ${theme.font.body};
  font-size: ${theme.size.lg};
`;
const Trigger = styled.button`
  display: flex;
  width: 100%;
  justify-content: space-between;
  align-items: center;
  gap: ${theme.space.md};
  padding: ${theme.space.md} 0;
  border: 0;
  background: none;
  font: inherit;
  font-weight: 600;
  text-align: left;
  color: ${theme.color.ink};
  cursor: pointer;
  &::after {
    content: '+';
    font-size: 1.5rem;
    line-height: 1;
    color: ${theme.color.brand};
  }
  &[aria-expanded='true']::after {
    content: '−';
  }
`;
const Panel = styled.div`
  padding: 0 0 ${theme.space.md};
  color: ${theme.color.inkMuted};
  /* Without JavaScript (no 'js' class on <html>) the buttons cannot open anything: show every answer. */
  html:not(.js) &[hidden] {
    display: block;
  }
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
 * One item open at a time; clicking the open item closes it (spec §2.4, §4). Buttons carry
 * aria-expanded and aria-controls, panels are labelled regions; closed panels stay in the HTML
 * (hidden) so search engines and no-JavaScript readers still get the answers.
 */
export function Accordion({
  items,
  headingLevel = 3,
}: {
  items: readonly AccordionItem[];
  headingLevel?: 2 | 3 | 4;
}) {
  const [open, setOpen] = useState<number | null>(null);
  const base = useId();
  return (
    <List>
      {items.map((item, index) => {
        const isOpen = open === index;
        const buttonId = `${base}-button-${index}`;
        const panelId = `${base}-panel-${index}`;
        return (
          <Item key={item.id ?? item.title}>
            <Heading as={`h${headingLevel}`}>
              <Trigger
                type="button"
                id={buttonId}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setOpen(isOpen ? null : index)}
              >
                {item.title}
              </Trigger>
            </Heading>
            <Panel id={panelId} role="region" aria-labelledby={buttonId} hidden={!isOpen}>
              {item.content}
            </Panel>
          </Item>
        );
      })}
    </List>
  );
}
