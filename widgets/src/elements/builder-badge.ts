// The code the loader imports when a <pond-builder-badge> is on the page.
import { BuilderBadgeElement } from '../badge/BuilderBadgeElement.tsx';
import { defineWidget } from '../kit/define-widget.ts';

defineWidget('pond-builder-badge', BuilderBadgeElement);
