import { theme } from '@pond/ui';
import { Form } from 'react-router';
import styled from 'styled-components';

// The staff pages' shared pieces: a bar of account or list actions, and compact data tables.

export const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md};
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${theme.space.lg};
  p {
    margin: 0;
  }
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.875rem;
  th,
  td {
    text-align: left;
    padding: ${theme.space.xs} ${theme.space.sm};
    border-bottom: 1px solid ${theme.color.border};
    vertical-align: top;
  }
`;

/** Lets a wide table scroll on a narrow screen instead of widening the page. */
export const Scroll = styled.div`
  overflow-x: auto;
  /* The containing block of what a cell hides for screen readers (position: absolute), so it scrolls
     with the table instead of widening the page. */
  position: relative;
`;

/** A form whose fields and buttons sit on one line, wrapping on a narrow screen. */
export const InlineForm = styled(Form)`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  align-items: end;
  margin: ${theme.space.sm} 0;
`;
