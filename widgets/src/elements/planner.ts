// The code the loader imports when a <pond-planner> is on the page.
import { defineWidget } from '../kit/define-widget.ts';
import { PlannerElement } from '../planner/PlannerElement.tsx';

defineWidget('pond-planner', PlannerElement);
