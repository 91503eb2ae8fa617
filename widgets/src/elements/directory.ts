// The code the loader imports when a <pond-directory> is on the page.
import { defineWidget } from '../kit/define-widget.ts';
import { DirectoryElement } from '../directory/DirectoryElement.tsx';

defineWidget('pond-directory', DirectoryElement);
