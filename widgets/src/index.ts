export { QuoteForm, type QuoteFormProps } from './quote-form/QuoteForm.tsx';
