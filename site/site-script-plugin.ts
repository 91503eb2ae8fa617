import { createHash } from 'node:crypto';
import path from 'node:path';
import { build, type Plugin } from 'vite';

const ID = 'virtual:site-script';
const SOURCE = path.resolve(import.meta.dirname, 'app/site-script');

/**
 * `import siteScript from 'virtual:site-script'`: the content pages' own script
 * (app/site-script), bundled with the rules it uses from @pond/core and minified into a classic
 * script, as a string the page inlines (its hash goes into the page's CSP with the others). What it
 * needs only on a visitor's action (app/site-script/later/) is a module of its own it imports then.
 */
export function siteScript(): Plugin {
  let later: { fileName: string; code: string } | undefined;
  return {
    name: 'pond-site-script',
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    async load(id) {
      if (id !== `\0${ID}`) return;
      this.addWatchFile(SOURCE);
      // What the script loads when first needed (site-script/later/): its own module, named by its hash.
      const laterCode = await bundle(path.join(SOURCE, 'later', 'index.ts'), 'es');
      const hash = createHash('sha256').update(laterCode).digest('hex').slice(0, 8);
      later = { fileName: `assets/site-later-${hash}.js`, code: laterCode };
      const code = await bundle(path.join(SOURCE, 'index.ts'), 'iife', {
        __SITE_SCRIPT_LATER__: JSON.stringify(`/${later.fileName}`),
      });
      return `export default ${JSON.stringify(code)};`;
    },
    // The browser's build carries the later module beside its assets; the dev server answers for it.
    generateBundle() {
      if (later && this.environment.name === 'client')
        this.emitFile({ type: 'asset', fileName: later.fileName, source: later.code });
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (!later || request.url !== `/${later.fileName}`) return next();
        response.setHeader('content-type', 'text/javascript');
        response.end(later.code);
      });
    },
  };
}

/** A minified bundle of one entry with the rules it uses from @pond/core. */
async function bundle(entry: string, format: 'iife' | 'es', define: Record<string, string> = {}) {
  const output = await build({
    configFile: false,
    logLevel: 'warn',
    define: { 'process.env.NODE_ENV': '"production"', ...define },
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      lib: { entry, formats: [format], name: 'pondSite' },
    },
  });
  const [result] = Array.isArray(output) ? output : [output];
  if (!result || !('output' in result)) throw new Error(`${entry} did not build.`);
  return result.output[0].code.trim();
}
