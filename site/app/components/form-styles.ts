import { theme } from '@pond/ui';
import styled from 'styled-components';

// The site's own forms (staff and partner sign-in, the partner application): one column, a fieldset
// that disables every field at once while the form cannot act, and a problem said in red.

export const FormColumn = styled.form<{ $width?: string }>`
  display: grid;
  gap: ${theme.space.md};
  max-width: ${({ $width = '26rem' }) => $width};
  h2 {
    margin: 0;
    font-size: ${theme.size.xl};
  }
  p {
    margin: 0;
  }
`;

export const FieldGroup = styled.fieldset`
  display: grid;
  gap: ${theme.space.md};
  margin: 0;
  padding: 0;
  border: 0;
`;

export const FormProblem = styled.p`
  margin: 0;
  color: ${theme.color.danger};
  font-weight: 600;
`;
