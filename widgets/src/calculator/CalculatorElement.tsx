import { useMemo } from 'react';
import type { ElementProps } from '../kit/define-widget.ts';
import { WidgetHostProvider } from '../kit/host.tsx';
import { usePartnerHost } from '../kit/partner-host.ts';
import { widgetRuntime } from '../kit/runtime.ts';
import { useElementAttributes } from '../kit/use-element-attributes.ts';
import { CssWidgetRoot } from '../kit/CssWidgetRoot.tsx';
import { calculatorAttributes } from './attributes.ts';
import { Calculator } from './Calculator.tsx';
import { CALCULATOR_CSS } from './styles.ts';

/**
 * `<pond-calculator>`: the calculator card and its results on a partner's page. Everything is worked
 * out in the browser; the planner button opens our planner in a new tab, carrying the partner.
 */
export function CalculatorElement({ container }: ElementProps) {
  const element = container.host as HTMLElement;
  const attributes = useElementAttributes(element, calculatorAttributes);
  const runtime = useMemo(() => widgetRuntime(element.ownerDocument), [element]);
  const host = usePartnerHost(element, 'calculator', runtime, attributes);
  return (
    <WidgetHostProvider host={host}>
      <CssWidgetRoot
        shadowRoot={container}
        runtime={runtime}
        widget="calculator"
        colorTheme={attributes.theme}
        css={CALCULATOR_CSS}
      >
        <Calculator key={attributes.shape} shape={attributes.shape} />
      </CssWidgetRoot>
    </WidgetHostProvider>
  );
}
