import { POND_SHAPES } from '@pond/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import { COLOR_THEMES } from '../kit/theme-attribute.ts';
import { WidgetHostProvider } from '../kit/host.tsx';
import { storyHost } from '../kit/story-host.ts';
import '../elements/calculator.ts';
import { Calculator } from './Calculator.tsx';
import { CALCULATOR_CSS } from './styles.ts';

const meta: Meta = { title: 'Widgets/Calculator' };
export default meta;

const host = storyHost();

/** The calculator as our site mounts it: its plain stylesheet in the page, the site's host. */
export const ReactComponent: StoryObj<{ shape: (typeof POND_SHAPES)[number]['value'] }> = {
  args: { shape: 'rectangular' },
  argTypes: { shape: { control: 'inline-radio', options: POND_SHAPES.map((shape) => shape.value) } },
  render: ({ shape }) => (
    <WidgetHostProvider host={host}>
      <style>{CALCULATOR_CSS}</style>
      <Calculator key={shape} shape={shape} />
    </WidgetHostProvider>
  ),
};

/** `<pond-calculator>` as partners embed it; a bad shape or theme warns once and falls back. */
export const CustomElement: StoryObj<{ partner: string; shape: string; theme: string }> = {
  args: { partner: 'riverside-garden', shape: 'rectangular', theme: 'light' },
  argTypes: {
    shape: { control: 'select', options: [...POND_SHAPES.map((shape) => shape.value), 'oval (bad value)'] },
    theme: { control: 'select', options: [...COLOR_THEMES, 'purple (bad value)'] },
  },
  render: (args) => createElement('pond-calculator', args),
};
