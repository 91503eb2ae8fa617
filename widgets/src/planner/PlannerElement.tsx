import { useMemo } from 'react';
import type { ElementProps } from '../kit/define-widget.ts';
import { WidgetHostProvider } from '../kit/host.tsx';
import { usePartnerHost } from '../kit/partner-host.ts';
import { widgetRuntime } from '../kit/runtime.ts';
import { useElementAttributes } from '../kit/use-element-attributes.ts';
import { WidgetRoot } from '../kit/WidgetRoot.tsx';
import { plannerAttributes } from './attributes.ts';
import { Planner } from './Planner.tsx';

/**
 * `<pond-planner>`: the site's planner on a partner's page. The plan and its lead are saved to our
 * database with the anon key, credited to the partner; `pond-plan-created` tells the page.
 */
export function PlannerElement({ container }: ElementProps) {
  const element = container.host as HTMLElement;
  const attributes = useElementAttributes(element, plannerAttributes);
  const runtime = useMemo(() => widgetRuntime(element.ownerDocument), [element]);
  const host = usePartnerHost(element, 'planner', runtime, attributes);
  return (
    <WidgetHostProvider host={host}>
      <WidgetRoot shadowRoot={container} runtime={runtime} widget="planner" colorTheme={attributes.theme}>
        <Planner />
      </WidgetRoot>
    </WidgetHostProvider>
  );
}
