// The code the loader imports when a <pond-quote-form> is on the page.
import { defineWidget } from '../kit/define-widget.ts';
import { QuoteFormElement } from '../quote-form/QuoteFormElement.tsx';

defineWidget('pond-quote-form', QuoteFormElement);
