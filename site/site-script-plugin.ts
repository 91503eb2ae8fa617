import path from 'node:path';
import { build, type Plugin } from 'vite';

const ID = 'virtual:site-script';
const SOURCE = path.resolve(import.meta.dirname, 'app/site-script');

/**
 * `import siteScript from 'virtual:site-script'`: the content pages' own script
 * (app/site-script), bundled with the rules it uses from @pond/core and minified into a classic
 * script, as a string the page inlines (its hash goes into the page's CSP with the others).
 */
export function siteScript(): Plugin {
  return {
    name: 'pond-site-script',
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    async load(id) {
      if (id !== `\0${ID}`) return;
      const entry = path.join(SOURCE, 'index.ts');
      const output = await build({
        configFile: false,
        logLevel: 'warn',
        define: { 'process.env.NODE_ENV': '"production"' },
        build: {
          write: false,
          target: 'es2022',
          minify: true,
          lib: { entry, formats: ['iife'], name: 'pondSite' },
        },
      });
      const [result] = Array.isArray(output) ? output : [output];
      if (!result || !('output' in result)) throw new Error('The site script did not build.');
      this.addWatchFile(SOURCE);
      return `export default ${JSON.stringify(result.output[0].code.trim())};`;
    },
  };
}
