// First: a production build starts its longest work, the example analysis, before the rest of the config loads.
import './plugins/type-hover/start-in-build';
import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import remarkCodeTabs from './plugins/code-tabs/remark-code-tabs';
import remarkTypeHover from './plugins/type-hover/remark-type-hover';
import remarkExamplesUsing from './plugins/example-usages/remark-examples-using';
import { sidebarOrder } from './plugins/example-usages/section';
import { remarkSymbolLinks } from './plugins/symbol-index/remark-symbol-links';
import remarkLiveExample from './plugins/live-examples/remark-live-example';
import recmaDeferredBlocks from './plugins/static-article/recma-deferred-blocks';
import { LIVE_STATIC_DIR } from './plugins/live-examples/index';
import { DIAGRAMS_STATIC_DIR } from './plugins/diagrams/index';
import fs from 'node:fs';
import path from 'node:path';
import sidebars from './sidebars';
import { harbourNight } from './config/prism-theme';
import { ssrTemplate } from './config/ssr-template';
import { MAGIC_COMMENTS } from './config/magic-comments';
import { pwaPluginOptions } from './config/pwa';
import {
  ALGOLIA_API_KEY,
  ALGOLIA_APP_ID,
  ALGOLIA_INDEX_NAME,
  ALGOLIA_REPLACE_PATH_FROM,
  ALGOLIA_REPLACE_PATH_TO,
  DOCS_EDIT_URL,
  SITE_URL,
  SOURCE_REPOSITORY,
  docEditUrl,
  UMAMI_ANALYTICS_DOMAIN,
  UMAMI_WEBSITE_ID,
} from './config/site-env';

const docsEditBase = DOCS_EDIT_URL;
// The live-examples plugin fills this static directory while the site loads; it must exist before that.
fs.mkdirSync(path.join(__dirname, LIVE_STATIC_DIR), { recursive: true });
/** Pages in these folders are API reference pages; they end with "Examples using this". */
const API_FOLDERS = ['api/', 'rtk-query/api/'];
const DOC_FOLDERS = ['api', 'assets', 'introduction', 'migrations', 'rtk-query', 'tutorials', 'usage'];

const analyticsPlugins: Config['plugins'] =
  UMAMI_WEBSITE_ID && UMAMI_ANALYTICS_DOMAIN
    ? [
        [
          '@dipakparmar/docusaurus-plugin-umami',
          {
            websiteID: UMAMI_WEBSITE_ID,
            analyticsDomain: UMAMI_ANALYTICS_DOMAIN,
            autoTrack: true,
            doNotTrack: true,
            cache: true,
          },
        ],
      ]
    : [];

/** Hosted search (SPEC §7) when its keys are configured; otherwise the site searches its own index. */
const hostedSearch: Preset.ThemeConfig['algolia'] =
  ALGOLIA_APP_ID && ALGOLIA_API_KEY && ALGOLIA_INDEX_NAME
    ? {
        appId: ALGOLIA_APP_ID,
        apiKey: ALGOLIA_API_KEY,
        indexName: ALGOLIA_INDEX_NAME,
        contextualSearch: true,
        searchPagePath: 'search',
        ...(ALGOLIA_REPLACE_PATH_FROM
          ? { replaceSearchResultPathname: { from: ALGOLIA_REPLACE_PATH_FROM, to: ALGOLIA_REPLACE_PATH_TO ?? '/' } }
          : {}),
      }
    : undefined;

const config: Config = {
  title: 'Redux Toolkit',
  // The live-examples plugin writes its generated files into the second folder.
  staticDirectories: ['static', LIVE_STATIC_DIR, DIAGRAMS_STATIC_DIR],
  tagline: 'The official, opinionated, batteries-included toolset for efficient Redux development',
  favicon: 'img/favicon.svg',
  url: SITE_URL,
  baseUrl: '/',
  trailingSlash: undefined,

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'warn',
  onBrokenMarkdownLinks: 'warn',
  onDuplicateRoutes: 'warn',

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {
      en: { label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en' },
    },
  },

  future: {
    experimental_faster: true,
  },

  ssrTemplate,
  // Link prefetching waits for the load event and idle time (src/prefetch/idle-prefetch.ts).
  clientModules: [
    './src/head/client-module.ts',
    './src/prefetch/idle-prefetch.ts',
    './src/article-rendering/client-module.ts',
  ],

  // .md pages are CommonMark (no JSX pitfalls in prose); .mdx pages may use components.
  markdown: {
    format: 'detect',
    // ```mermaid fences become diagrams, drawn at build time (plugins/diagrams; src/theme/Mermaid).
    mermaid: true,
  },
  themes: ['@docusaurus/theme-mermaid'],

  presets: [
    [
      'classic',
      {
        docs: {
          path: 'docs',
          routeBasePath: '/',
          include: DOC_FOLDERS.map((folder) => `${folder}/**/*.{md,mdx}`),
          sidebarPath: './sidebars.ts',
          showLastUpdateTime: true,
          // A function, not a string: a string base would get the docs folder name appended a second time.
          ...(docsEditBase ? { editUrl: ({ docPath }) => docEditUrl(docsEditBase, docPath) } : {}),
          beforeDefaultRemarkPlugins: [
            remarkCodeTabs,
            // After the code tabs: an example's files are shown as TypeScript only.
            [remarkLiveExample, { siteDir: __dirname }],
            [remarkTypeHover, { siteDir: __dirname }],
            [remarkExamplesUsing, { siteDir: __dirname, order: () => sidebarOrder(sidebars), apiFolders: API_FOLDERS }],
          ],
          // After Docusaurus's heading ids and TOC, so "since" badges stay out of both.
          remarkPlugins: [remarkSymbolLinks],
          // Prose blocks hydrate without creating their elements (src/static-article/DeferredBlock.tsx).
          recmaPlugins: [recmaDeferredBlocks],
          lastVersion: 'current',
          versions: {
            current: { label: 'Next' },
          },
        },
        blog: false,
        pages: {},
        sitemap: {
          ignorePatterns: ['/Errors'],
        },
        theme: {
          customCss: './src/css/custom.css',
        },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    './plugins/error-codes/index.ts',
    './plugins/lean-prism/index.ts',
    './plugins/lean-tslib/index.ts',
    // Production builds evaluate the app's first bundle in steps, handing the main thread back between them.
    './plugins/staged-startup/index.ts',
    // React DOM in a script of its own beside main.js.
    './plugins/react-dom-chunk/index.ts',
    // The bundles' module factories are compiled while the browser streams them, not on the main thread when first required.
    './plugins/eager-compile/index.ts',
    // The route-change progress bar's code arrives with the first navigation, not the first page.
    './plugins/lazy-progress-bar/index.ts',
    // Prefetching a linked page skips the chunks this page has already loaded.
    './plugins/prefetch-skips-loaded/index.ts',
    // The browser's copy of this configuration leaves out what only the build reads.
    './plugins/lean-client-config/index.ts',
    // Doc pages' first load leaves out the docs metadata no component reads (each doc's description).
    './plugins/lean-docs-metadata/index.ts',
    './plugins/type-hover/index.ts',
    './plugins/symbol-index/index.ts',
    // The hosted search theme brings its own /search route; the local index needs ours.
    ['./plugins/search-index/index.ts', { addSearchPage: !hostedSearch }],
    // Every doc page as Markdown at `<route>.md`, plus /llms.txt and /llms-full.txt.
    './plugins/markdown-export/index.ts',
    // Runnable example apps from examples/: runtime, sandbox document and example data.
    './plugins/live-examples/index.ts',
    // Mermaid diagrams drawn once, in headless Chromium, and inlined as SVG: pages run no diagram code.
    './plugins/diagrams/index.ts',
    // `docusaurus start` only: Markdown twins, llms.txt, search and symbol indexes, kept up to date per edited page.
    './plugins/dev-data/index.ts',
    // Offline reading and the new-version prompt (options and reasons in config/pwa.ts).
    ['@docusaurus/plugin-pwa', pwaPluginOptions(__dirname)],
    ...analyticsPlugins,
  ],

  themeConfig: {
    ...(hostedSearch ? { algolia: hostedSearch } : {}),
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: true,
    },
    announcementBar: {
      id: 'redux-course-2025',
      content:
        'New: the <a href="https://redux.dev" rel="noopener">Redux course</a>, a guided path from your first slice to production RTK Query apps.',
      backgroundColor: '#3b2770',
      textColor: '#ffffff',
      isCloseable: false,
    },
    navbar: {
      title: 'Redux Toolkit',
      hideOnScroll: true,
      logo: {
        alt: 'Redux Toolkit logo',
        src: 'img/logo.svg',
        width: 32,
        height: 32,
      },
      items: [
        { to: '/introduction/getting-started', label: 'Getting Started', position: 'right' },
        { to: '/tutorials/overview', label: 'Tutorials', position: 'right' },
        { to: '/usage/usage-guide', label: 'Usage Guide', position: 'right' },
        { to: '/api/configureStore', label: 'API', position: 'right' },
        { to: '/rtk-query/overview', label: 'RTK Query', position: 'right' },
        {
          href: SOURCE_REPOSITORY,
          label: 'GitHub',
          position: 'right',
          'aria-label': 'Redux Toolkit source repository on GitHub',
        },
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Docs',
          items: [
            { label: 'Getting Started', to: '/introduction/getting-started' },
            { label: 'Tutorials', to: '/tutorials/overview' },
            { label: 'Usage Guide', to: '/usage/usage-guide' },
            { label: 'API Reference', to: '/api/configureStore' },
            { label: 'RTK Query', to: '/rtk-query/overview' },
          ],
        },
        {
          title: 'Community',
          items: [
            { label: 'GitHub Discussions', href: `${SOURCE_REPOSITORY}/discussions` },
            { label: 'Stack Overflow', href: 'https://stackoverflow.com/questions/tagged/redux-toolkit' },
            { label: 'Reactiflux Discord', href: 'https://www.reactiflux.com' },
          ],
        },
        {
          title: 'More',
          items: [
            { label: 'Redux course', href: 'https://redux.dev' },
            { label: 'Redux core', href: 'https://redux.js.org' },
            { label: 'React-Redux', href: 'https://react-redux.js.org' },
            { label: 'Release notes', href: `${SOURCE_REPOSITORY}/releases` },
            { label: 'Production error codes', to: '/errors' },
          ],
        },
      ],
      copyright: 'Copyright © 2015–2025 the Redux Toolkit documentation authors.',
    },
    mermaid: {
      // Built-in themes; axe checks their text contrast in both modes (src/theme/Mermaid/styles.module.css darkens the dark theme's edge labels).
      theme: { light: 'neutral', dark: 'dark' },
      options: {
        fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, Ubuntu, Cantarell, 'Noto Sans', sans-serif",
        // Compact layouts: diagrams are scaled down to the text column, so every spare pixel shrinks the text.
        flowchart: { nodeSpacing: 30, rankSpacing: 40, diagramPadding: 4 },
        sequence: { mirrorActors: false, diagramMarginX: 4, diagramMarginY: 4, actorMargin: 30, width: 120 },
      },
    },
    tableOfContents: {
      minHeadingLevel: 2,
      maxHeadingLevel: 4,
    },
    prism: {
      theme: harbourNight,
      darkTheme: harbourNight,
      additionalLanguages: [],
      magicComments: MAGIC_COMMENTS.map((comment) => ({ ...comment, block: { ...comment.block } })),
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
