import { BADGE_TEXTS, contractorUrl } from '@pond/core';
import { createElement, useEffect, useMemo, useRef, useState } from 'react';
import type { ElementProps } from '../kit/define-widget.ts';
import { WidgetHostProvider } from '../kit/host.tsx';
import { createBuilderSiteHost, onOwnSite } from '../kit/partner-host.ts';
import { widgetRuntime } from '../kit/runtime.ts';
import { useElementAttributes } from '../kit/use-element-attributes.ts';
import { CssWidgetRoot } from '../kit/CssWidgetRoot.tsx';
import type * as Modes from '../loader/modes.ts';
import { badgeAttributes } from './attributes.ts';
import { countBadgeLoad, fetchBadgeBuilder } from './badge-data.ts';
import { BuilderBadge, type BadgeState } from './BuilderBadge.tsx';
import { BADGE_CSS } from './styles.ts';

let quoteFormCode: Promise<typeof Modes> | undefined;
/**
 * The quote form's code and the loader's modes (which open it), once: they come when the homeowner
 * reaches for the button, so neither is in the badge's first load.
 */
const loadQuoteForm = () =>
  (quoteFormCode ??= import('../elements/quote-form.ts')
    .then(() => import('../loader/modes.ts'))
    .catch((error: unknown) => {
      // The next press tries again.
      quoteFormCode = undefined;
      throw error;
    }));

/**
 * `<pond-builder-badge>`: a builder's listing on their own website. Its quote button opens our quote
 * form in a dialog, for that builder alone: the request is marked as from their site and credits no
 * partner. Each load is counted for the builder's dashboard (not on our own pages).
 */
export function BuilderBadgeElement({ container }: ElementProps) {
  const element = container.host as HTMLElement;
  const attributes = useElementAttributes(element, badgeAttributes);
  const runtime = useMemo(() => widgetRuntime(element.ownerDocument), [element]);
  const host = useMemo(
    () => createBuilderSiteHost({ element, widget: 'builder-badge', runtime }),
    [element, runtime],
  );
  const id = attributes['contractor-id'];
  // The look-up's answer for the id it was asked about; until then, loading.
  const [answer, setAnswer] = useState<{ id: string; state: BadgeState } | null>(null);
  const state: BadgeState = !id
    ? { kind: 'incomplete' }
    : answer?.id === id
      ? answer.state
      : { kind: 'loading' };
  const counted = useRef(false);
  const [quoteFailed, setQuoteFailed] = useState(false);

  useEffect(() => {
    if (!id) return;
    let current = true;
    fetchBadgeBuilder(runtime, id).then(
      (builder) => {
        if (!current) return;
        setAnswer({ id, state: builder ? { kind: 'found', builder } : { kind: 'missing' } });
        // Our own pages showing a badge are not the builder's website.
        if (builder && !onOwnSite(element, runtime) && !counted.current) {
          counted.current = true;
          countBadgeLoad(runtime, id);
        }
      },
      () => current && setAnswer({ id, state: { kind: 'failed' } }),
    );
    return () => {
      current = false;
    };
  }, [element, runtime, id]);

  const builder = state.kind === 'found' ? state.builder : null;
  return (
    <WidgetHostProvider host={host}>
      <CssWidgetRoot
        shadowRoot={container}
        runtime={runtime}
        widget="builder-badge"
        colorTheme={attributes.theme}
        css={BADGE_CSS}
      >
        <BuilderBadge
          state={state}
          profileHref={builder ? host.href(contractorUrl(builder)) : null}
          onQuoteIntent={() => void loadQuoteForm()}
          quoteFailed={quoteFailed}
          onQuote={(button) => {
            setQuoteFailed(false);
            const form = container.querySelector<HTMLElement>('pond-quote-form');
            loadQuoteForm().then(
              ({ openDialog }) => {
                if (form && builder) openDialog(form, button, BADGE_TEXTS.quoteDialog(builder.name));
              },
              (error: unknown) => {
                console.error(`[Pond widgets] ${BADGE_TEXTS.quoteFailed}`, error);
                setQuoteFailed(true);
              },
            );
          }}
          quoteForm={
            builder
              ? createElement('pond-quote-form', {
                  mode: 'popup',
                  'builder-site': '',
                  'contractor-id': builder.id,
                  'contractor-name': builder.name,
                  heading: BADGE_TEXTS.quoteDialog(builder.name),
                  theme: attributes.theme,
                })
              : null
          }
        />
      </CssWidgetRoot>
    </WidgetHostProvider>
  );
}
