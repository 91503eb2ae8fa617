import type { DemoPage } from './page.ts';

/**
 * The demo's pages for the popup and floating modes: on a plain page, and in the host pages partners
 * build with a framework — React 18 and Vue 3 rendering the elements themselves (and removing them),
 * jQuery loaded through RequireJS. Each library is served from this origin (/vendor/, from the npm
 * packages) under the same strict CSP; `{NONCE}` in a page's script is the response's nonce.
 */
const LONG_PAGE = `<div class="spacer"><p>A long page: scroll, then open the widget.</p></div>`;

export const DIALOG_PAGES: Record<string, DemoPage> = {
  '/popup': {
    title: 'Popup from the page’s own button',
    body: `<p>Our own button and link open the widgets in a dialog.</p>
<p><button type="button" data-pond-open="quote-popup">Get free quotes</button>
<a href="/no-widget" data-pond-open="calculator-popup">Work out your pond</a>
<button type="button" data-pond-open="nothing-here">Opens nothing</button></p>
<pond-quote-form id="quote-popup" mode="popup" partner="riverside-garden" project-type="Koi Pond Construction" city="Austin" state="TX"></pond-quote-form>
<pond-calculator id="calculator-popup" mode="popup" partner="riverside-garden"></pond-calculator>
${LONG_PAGE}
<p><button type="button" data-pond-open="quote-popup" id="open-below">Get free quotes (below the fold)</button></p>`,
  },
  '/floating': {
    title: 'Floating button',
    body: `<p>A floating button opens the planner.</p>
<pond-planner mode="floating" button-text="Plan your pond" partner="riverside-garden"></pond-planner>
<pond-directory mode="floating" button-position="left" button-text="Builders" partner="riverside-garden" city="Austin" state="TX" page-size="6"></pond-directory>
${LONG_PAGE}`,
  },
  '/badge': {
    title: 'A builder’s own website',
    plain: true,
    body: `<p>Lotus Ponds builds koi ponds in Austin. (A builder's own page: ?contractor= names the builder.)</p>
<pond-builder-badge contractor-id="{CONTRACTOR}"></pond-builder-badge>
${LONG_PAGE}`,
  },
  '/bad-mode': {
    title: 'A bad mode',
    body: `<pond-quote-form mode="modal" partner="riverside-garden"></pond-quote-form>`,
  },
  '/hosts/react-18': {
    title: 'React 18 host',
    vendor: ['/vendor/react.js', '/vendor/react-dom.js'],
    body: `<div id="app"></div>`,
    script: `
const { createElement: h, useState } = React;
function App() {
  const [shown, setShown] = useState(true);
  const [renders, setRenders] = useState(0);
  return h('div', null,
    h('p', null,
      h('button', { type: 'button', id: 'rerender', onClick: () => setRenders(renders + 1) }, 'Render again (' + renders + ')'),
      ' ',
      h('button', { type: 'button', id: 'toggle', onClick: () => setShown(!shown) }, shown ? 'Remove the widgets' : 'Add the widgets')),
    shown && h('div', { id: 'widgets' },
      h('button', { type: 'button', 'data-pond-open': 'react-quote' }, 'Get free quotes'),
      h('pond-quote-form', { id: 'react-quote', mode: 'popup', partner: 'riverside-garden', 'data-renders': String(renders) }),
      h('pond-calculator', { mode: 'floating', 'button-text': 'Pond calculator', partner: 'riverside-garden' })));
}
ReactDOM.createRoot(document.getElementById('app')).render(h(App));
window.hostFramework = 'React ' + React.version;`,
  },
  '/hosts/vue-3': {
    title: 'Vue 3 host',
    vendor: ['/vendor/vue.js'],
    body: `<div id="app"></div>`,
    script: `
const { createApp, h, ref } = Vue;
createApp({
  setup() {
    const shown = ref(true);
    const renders = ref(0);
    return () => h('div', [
      h('p', [
        h('button', { type: 'button', id: 'rerender', onClick: () => renders.value++ }, 'Render again (' + renders.value + ')'),
        ' ',
        h('button', { type: 'button', id: 'toggle', onClick: () => (shown.value = !shown.value) }, shown.value ? 'Remove the widgets' : 'Add the widgets'),
      ]),
      shown.value ? h('div', { id: 'widgets' }, [
        h('button', { type: 'button', 'data-pond-open': 'vue-quote' }, 'Get free quotes'),
        h('pond-quote-form', { id: 'vue-quote', mode: 'popup', partner: 'riverside-garden', 'data-renders': String(renders.value) }),
        h('pond-calculator', { mode: 'floating', 'button-text': 'Pond calculator', partner: 'riverside-garden' }),
      ]) : null,
    ]);
  },
}).mount('#app');
window.hostFramework = 'Vue ' + Vue.version;`,
  },
  '/hosts/jquery-requirejs': {
    title: 'jQuery with RequireJS host',
    vendor: ['/vendor/require.js'],
    body: `<div id="app"></div><p><button type="button" id="toggle">Remove the widgets</button></p>`,
    script: `
requirejs.config({
  paths: { jquery: '/vendor/jquery' },
  // RequireJS adds a script tag per module: a strict CSP wants the nonce on each.
  onNodeCreated: (node) => node.setAttribute('nonce', '{NONCE}'),
});
require(['jquery'], ($) => {
  $('#app').append(
    '<button type="button" data-pond-open="jquery-quote">Get free quotes</button>' +
    '<pond-quote-form id="jquery-quote" mode="popup" partner="riverside-garden"></pond-quote-form>' +
    '<pond-calculator mode="floating" button-text="Pond calculator" partner="riverside-garden"></pond-calculator>');
  $('#toggle').on('click', () => $('#app').empty());
  window.hostFramework = 'jQuery ' + $.fn.jquery;
});`,
  },
};

/** The libraries the host pages load, by address: each npm package's browser build. */
export const VENDOR_FILES: Record<string, { packageName: string; file: string }> = {
  '/vendor/react.js': { packageName: 'react18', file: 'umd/react.production.min.js' },
  '/vendor/react-dom.js': { packageName: 'react-dom18', file: 'umd/react-dom.production.min.js' },
  '/vendor/vue.js': { packageName: 'vue', file: 'dist/vue.runtime.global.prod.js' },
  '/vendor/require.js': { packageName: 'requirejs', file: 'require.js' },
  '/vendor/jquery.js': { packageName: 'jquery', file: 'dist/jquery.min.js' },
};
