import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import remarkCodeTabs from './plugins/code-examples/remark-code-tabs';
import { remarkSymbolLinks } from './plugins/symbol-index/remark-symbol-links';
import { harbourNight } from './config/prism-theme';
import {
  ALGOLIA_API_KEY,
  ALGOLIA_APP_ID,
  ALGOLIA_INDEX_NAME,
  ALGOLIA_REPLACE_PATH_FROM,
  ALGOLIA_REPLACE_PATH_TO,
  SITE_URL,
  UMAMI_ANALYTICS_DOMAIN,
  UMAMI_WEBSITE_ID,
} from './config/site-env';

const SOURCE_REPOSITORY = 'https://github.com/reduxjs/redux-toolkit';
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

  // .md pages are CommonMark (no JSX pitfalls in prose); .mdx pages may use components.
  markdown: {
    format: 'detect',
  },

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
          beforeDefaultRemarkPlugins: [remarkCodeTabs],
          // After Docusaurus's heading ids and TOC, so "since" badges stay out of both.
          remarkPlugins: [remarkSymbolLinks],
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
    './plugins/symbol-index/index.ts',
    // The hosted search theme brings its own /search route; the local index needs ours.
    ['./plugins/search-index/index.ts', { addSearchPage: !hostedSearch }],
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
    tableOfContents: {
      minHeadingLevel: 2,
      maxHeadingLevel: 4,
    },
    prism: {
      theme: harbourNight,
      darkTheme: harbourNight,
      additionalLanguages: [],
      magicComments: [
        {
          className: 'theme-code-block-highlighted-line',
          line: 'highlight-next-line',
          block: { start: 'highlight-start', end: 'highlight-end' },
        },
      ],
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
