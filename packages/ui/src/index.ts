export { theme, media, type Theme } from './theme.ts';
export { GlobalStyle } from './GlobalStyle.ts';
export { Button, type ButtonVariant } from './Button.tsx';
export { ButtonRow, Card, Container, Grid, Section, Split } from './Layout.tsx';
export { SelectField, TextAreaField, TextField } from './Field.tsx';
export { Accordion, type AccordionItem } from './Accordion.tsx';
export { Breadcrumbs, type Crumb } from './Breadcrumbs.tsx';
export { Skeleton, Spinner } from './Feedback.tsx';
export {
  ToastMarkup,
  ToastProvider,
  ToastRegion,
  useToast,
  type ToastOptions,
  type ToastVariant,
} from './Toast.tsx';
export { ShadowParts, usePart } from './parts.tsx';
