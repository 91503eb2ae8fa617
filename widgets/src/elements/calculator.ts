// The code the loader imports when a <pond-calculator> is on the page.
import { defineWidget } from '../kit/define-widget.ts';
import { CalculatorElement } from '../calculator/CalculatorElement.tsx';

defineWidget('pond-calculator', CalculatorElement);
