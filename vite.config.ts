import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { readFileSync, realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { CodeSplittingGroup } from 'rolldown';
import { defineConfig, loadEnv, searchForWorkspaceRoot, type HtmlTagDescriptor, type Plugin } from 'vite';

const dir = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The fake provider pages (mocks/provider/) that the fake platform's answers point at (game and
 * lotto launches, the chat URL, the customer-service paths), under the app server's other loopback
 * name. Only added with the fake platform: the dev server answers them, the demo build emits them; a
 * production build never sees them.
 */
function fakeProviderPages(): Plugin {
  const pages = ['fake-game.html', 'fake-lotto.html', 'fake-chat.html', 'fake-service.html'];
  const read = (page: string) => readFileSync(dir(`./mocks/provider/${page}`), 'utf8');
  return {
    name: 'fake-provider-pages',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const page = (req.url ?? '').split('?')[0]!.slice(1);
        if (!pages.includes(page)) return next();
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(read(page));
      });
    },
    generateBundle() {
      for (const page of pages) this.emitFile({ type: 'asset', fileName: page, source: read(page) });
    },
  };
}

/**
 * `import { Gift } from 'lucide-react'` becomes `import Gift from 'lucide-react/icons/gift'` in the
 * app's own files, so the module graph names each icon a file uses (not lucide's index, which reaches
 * all 1,700). firstScreenChunks then knows which icons the side menu uses and keeps them in its chunk,
 * instead of Rolldown making a file of each icon it shares with some other lazy chunk. The icon files
 * come from lucide's own index, aliases included.
 */
const LUCIDE_ICON = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;

function lucideIconImports(): Plugin {
  const index = readFileSync(dir('./node_modules/lucide-react/dist/esm/lucide-react.mjs'), 'utf8');
  const files = new Map<string, string>();
  for (const [, names, file] of index.matchAll(/export \{ ([^}]+) \} from '\.\/icons\/([a-z0-9-]+)\.mjs';/g))
    for (const name of names!.split(',')) files.set(name.trim().replace(/^default as /, ''), file!);
  const IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]lucide-react['"];?/g;
  return {
    name: 'lucide-icon-imports',
    apply: 'build',
    enforce: 'pre',
    transform: {
      filter: { id: { include: /[\\/](app|ui)[\\/].*\.tsx?$/, exclude: /node_modules/ }, code: 'lucide-react' },
      handler(code) {
        // The new imports take the old one's lines (one line, then its line breaks), so every line after
        // it keeps its number and the source map needs no change.
        const transformed = code.replace(IMPORT, (whole, list: string) => {
          const rest: string[] = [];
          const icons: string[] = [];
          for (const specifier of list
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)) {
            const [imported, local = imported] = specifier.split(' as ').map((part) => part.trim()) as [string, string?];
            const file = files.get(imported);
            if (file && !specifier.startsWith('type ')) icons.push(`import ${local} from 'lucide-react/icons/${file}';`);
            else rest.push(specifier);
          }
          // Only types left: a type import, which compiles to nothing (`import { type X }` would keep the index).
          const onlyTypes = rest.every((specifier) => specifier.startsWith('type '));
          const restImport = onlyTypes
            ? `import type { ${rest.map((specifier) => specifier.slice(5)).join(', ')} } from 'lucide-react';`
            : `import { ${rest.join(', ')} } from 'lucide-react';`;
          const lineBreaks = '\n'.repeat(whole.split('\n').length - 1);
          return [...icons, ...(rest.length ? [restImport] : [])].join(' ') + lineBreaks;
        });
        return { code: transformed, map: null };
      },
    },
  };
}

/**
 * react-router's production build, made tree-shakeable. At the top level it makes its components
 * and contexts with unmarked calls (`var Link = React10.forwardRef(…)`) and names them for React's
 * developer tools (`Link.displayName = "Link";`). To the bundler both are side effects, so each keeps
 * its component, and what that uses (NavLink's prefetching, Form's submission), in the first screen
 * though the app renders neither. The calls are marked pure, and the names, which only developer tools
 * read, left out. Lines keep their places, so the source map needs no change.
 */
function treeShakeableRouter(): Plugin {
  return {
    name: 'tree-shakeable-router',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]react-router[\\/]dist[\\/]production[\\/]/ },
      handler(code) {
        const shakeable = code
          .replace(/^(var [\w$]+ = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm, '$1/* @__PURE__ */ $2')
          .replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, '');
        return { code: shakeable, map: null };
      },
    },
  };
}

/**
 * The first screen in a few files instead of ~45. The app's own modules that app/main.tsx imports
 * statically go in one `shell` chunk, and the home page's in one `home` chunk; each group brings the
 * library code its modules use (Rolldown follows the bindings used, not a package index's every
 * re-export, so a library part only a lazy page uses stays with that page). The entry's few
 * (app/boot.ts: the CSS, Vite's preload helper) are a `boot` group of their own, so the entry never
 * imports the shell before the first paint. Left alone, Rolldown makes a common chunk for each set of
 * lazy pages that share a module, and the first screen waited on dozens of small requests (six at a
 * time over HTTP/1.1, each a round trip on a phone). The side menu is a `side-menu` chunk, and the
 * icons it shares only with lazy pages one `menu-icons` file (captured alone: with their dependencies,
 * the icon base would leave the shell for it); a component it shares with them (Badge) is left to
 * Rolldown, so those pages do not load the menu for it. The header's member half is a `member-header`
 * chunk with what it alone brings (the balance, the avatar menu, their icons). The plugin records the
 * static imports as modules are parsed; the groups read them when chunking.
 */
function firstScreenChunks(): { plugin: Plugin; groups: CodeSplittingGroup[] } {
  const boot = dir('./app/boot.ts');
  const app = dir('./app/main.tsx');
  const home = dir('./app/features/home/HomePage.tsx');
  const sideMenu = dir('./ui/layout/SideMenu.tsx');
  const memberHeader = dir('./ui/layout/site-header-member.tsx');
  const imports = new Map<string, readonly string[]>();
  const lazyEntries = new Set<string>();
  const reachedFrom = (...from: string[]) => {
    const seen = new Set<string>();
    const stack = [...from];
    while (stack.length) {
      const id = stack.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      stack.push(...(imports.get(id) ?? []));
    }
    return seen;
  };
  let reach: Record<'boot' | 'app' | 'home' | 'sideMenu' | 'memberHeader' | 'otherLazy', Set<string>> | undefined;
  const groupOf = (id: string): 'boot' | 'shell' | 'home' | 'side-menu' | 'menu-icons' | 'member-header' | undefined => {
    reach ??= {
      boot: reachedFrom(boot),
      app: reachedFrom(app),
      home: reachedFrom(home),
      sideMenu: reachedFrom(sideMenu),
      memberHeader: reachedFrom(memberHeader),
      otherLazy: reachedFrom(...[...lazyEntries].filter((entry) => entry !== sideMenu && entry !== home && entry !== memberHeader)),
    };
    // The app, the page and the member half stay their own chunks (what boot.ts, the route and the header import by name).
    if (id === app || id === home || id === memberHeader) return undefined;
    if (reach.boot.has(id)) return 'boot';
    const library = id.includes('node_modules');
    const icon = LUCIDE_ICON.test(id);
    if (reach.app.has(id)) return library && !icon ? undefined : 'shell';
    // An icon the side menu shares with the home page is in the shell. One it shares only with other
    // lazy chunks is in one file of such icons: in the menu's chunk, every chunk that shows it would load
    // the whole menu; left alone, each became a file; in the shell, the first screen would carry them.
    if (icon && reach.sideMenu.has(id) && reach.home.has(id)) return 'shell';
    if (icon && reach.sideMenu.has(id) && reach.otherLazy.has(id)) return 'menu-icons';
    if (reach.home.has(id)) return library ? undefined : 'home';
    // What only the menu, or only the member half, uses. What either shares with lazy pages (Badge, a password
    // field's eye icons) is left to Rolldown, so those pages do not load the menu or the member half for it.
    if (reach.sideMenu.has(id) && !reach.otherLazy.has(id)) return library && !icon ? undefined : 'side-menu';
    if (reach.memberHeader.has(id) && !reach.otherLazy.has(id)) return library && !icon ? undefined : 'member-header';
    return undefined;
  };
  return {
    plugin: {
      name: 'first-screen-chunks',
      apply: 'build',
      buildStart() {
        imports.clear();
        lazyEntries.clear();
        reach = undefined;
      },
      moduleParsed(info) {
        imports.set(info.id, info.importedIds);
        for (const id of info.dynamicallyImportedIds) lazyEntries.add(id);
      },
    },
    groups: [
      { name: 'boot', test: (id) => groupOf(id) === 'boot', priority: 4 },
      { name: 'shell', test: (id) => groupOf(id) === 'shell', priority: 3 },
      { name: 'home', test: (id) => groupOf(id) === 'home', priority: 2 },
      { name: 'side-menu', test: (id) => groupOf(id) === 'side-menu', priority: 1, includeDependenciesRecursively: false },
      { name: 'member-header', test: (id) => groupOf(id) === 'member-header', priority: 0, includeDependenciesRecursively: false },
      { name: 'menu-icons', test: (id) => groupOf(id) === 'menu-icons', priority: 5, includeDependenciesRecursively: false },
    ],
  };
}

/**
 * index.html preloads the app (app/main.tsx's chunk and its static imports), which app/boot.ts imports
 * only after the first paint: the files download at once, beside the CSS, as if the entry imported them.
 * At low priority: the frame's CSS and fonts come first, and nothing in the first paint waits for them.
 * It also preloads the body text's font, and the subset with the ₫ sign. The home page's own files, and
 * the header's member half, are listed in inert templates (`#home-page-files`, `#member-header-files`):
 * boot adds them on the home page and for a member only (known there, not here), so they download beside
 * the app instead of once it has run.
 */
function preloadTheApp(): Plugin {
  const main = dir('./app/main.tsx');
  const homePage = dir('./app/features/home/HomePage.tsx');
  const memberHeader = dir('./ui/layout/site-header-member.tsx');
  let base = '/';
  return {
    name: 'preload-the-app',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        if (!bundle) return;
        const chunkOf = (id: string) => Object.values(bundle).find((file) => file.type === 'chunk' && file.facadeModuleId === id);
        const app = chunkOf(main);
        if (!app) return;
        /** A chunk and its static imports, less what `skip` already has and what the entry loads itself. */
        const closure = (fileName: string, skip: ReadonlySet<string> = new Set()) => {
          const files = new Set<string>();
          const visit = (name: string) => {
            const file = bundle[name];
            if (files.has(name) || skip.has(name) || file?.type !== 'chunk' || name === entry?.fileName || entry?.imports.includes(name))
              return;
            files.add(name);
            file.imports.forEach(visit);
          };
          visit(fileName);
          return files;
        };
        const modulepreload = (file: string): HtmlTagDescriptor => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: base + file, fetchpriority: 'low' },
          injectTo: 'head',
        });
        const appFiles = closure(app.fileName);
        const tags = [...appFiles].map(modulepreload);
        for (const [id, module] of [
          ['home-page-files', homePage],
          ['member-header-files', memberHeader],
        ] as const) {
          const chunk = chunkOf(module);
          if (chunk)
            tags.push({
              tag: 'template',
              attrs: { id },
              children: [...closure(chunk.fileName, appFiles)].map(modulepreload),
              injectTo: 'head',
            });
        }
        // The body text's font: the frame shows only the semibold brand name, so the browser would find
        // the regular weight only once the app has rendered its text. Then, at low priority (the frame
        // does not need it), the Vietnamese subset: it holds the ₫ of every amount in the brand's currency,
        // which the first screen's winners strip shows; found only by that render, it would come a round
        // trip after it.
        const font = (subset: string) =>
          Object.keys(bundle).find((name) => name.includes(`/noto-sans-${subset}-400-normal-`) && name.endsWith('.woff2'));
        const latin = font('latin');
        const vietnamese = font('vietnamese');
        const fontAttrs = { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: true };
        if (latin) tags.push({ tag: 'link', attrs: { ...fontAttrs, href: base + latin }, injectTo: 'head' });
        if (vietnamese)
          tags.push({ tag: 'link', attrs: { ...fontAttrs, href: base + vietnamese, fetchpriority: 'low' }, injectTo: 'head' });
        return tags;
      },
    },
  };
}

export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const firstScreen = firstScreenChunks();
  // The fake platform runs in dev (unless VITE_MSW=off) and in builds made with VITE_MSW=on
  // (`--mode demo`). It is a compile-time constant, so a plain production build drops every line
  // of mocks/ and msw (tests/e2e/bundle.e2e.ts checks that).
  const fakePlatform = env.VITE_MSW === 'on' || (command === 'serve' && env.VITE_MSW !== 'off');
  return {
    plugins: [
      react(),
      tailwindcss(),
      fakePlatform && fakeProviderPages(),
      lucideIconImports(),
      treeShakeableRouter(),
      firstScreen.plugin,
      preloadTheApp(),
    ],
    define: { __FAKE_PLATFORM__: JSON.stringify(fakePlatform) },
    resolve: {
      alias: {
        '@ui': dir('./ui'),
        '@app': dir('./app'),
        '@mocks': dir('./mocks'),
        // Radix's scroll lock without <style> elements, for the production CSP (ui/lib/style-singleton.ts).
        'react-style-singleton': dir('./ui/lib/style-singleton.ts'),
        // react-router's exports map names only its development build, warnings and all
        // (remix-run/react-router#12532, #14102); a build takes the production one it ships beside it.
        ...(command === 'build' && {
          'react-router/dom': dir('./node_modules/react-router/dist/production/dom-export.mjs'),
          'react-router': dir('./node_modules/react-router/dist/production/index.mjs'),
        }),
      },
    },
    build: {
      outDir: 'dist',
      manifest: true,
      sourcemap: true,
      target: 'es2022',
      rolldownOptions: { output: { codeSplitting: { groups: firstScreen.groups } } },
      // The first screen is a few large chunks by design (firstScreenChunks); the size budget watches them.
      chunkSizeWarningLimit: 700,
    },
    // 127.0.0.1 answers for localhost too (browsers fall back to it), so both loopback names reach
    // the server: the app on one, the fake provider pages on the other.
    // A git worktree may link node_modules to another checkout: its real path is served too (fonts).
    server: {
      port: 5173,
      host: '127.0.0.1',
      fs: { allow: [searchForWorkspaceRoot(process.cwd()), realpathSync(dir('./node_modules'))] },
    },
    preview: { port: 4173, host: '127.0.0.1' },
  };
});
