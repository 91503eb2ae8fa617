import { theme } from '@pond/ui';
import styled from 'styled-components';

/** Code a partner copies into a page (a snippet, CSP directives): light on dark, wrapped to fit. */
export const CodeSnippet = styled.pre`
  overflow-x: auto;
  white-space: pre-wrap;
  word-break: break-all;
  padding: ${theme.space.md};
  border-radius: ${theme.radius.md};
  background: ${theme.color.brandStrong};
  color: #fff;
  font-size: ${theme.size.sm};
`;
