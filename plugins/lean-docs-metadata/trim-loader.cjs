/**
 * A bundler loader for the docs plugin's route props (`p/*.json`), which every
 * doc page loads on first visit: the version's sidebars and a map of its docs.
 * It drops what no component of the site reads:
 *
 * - each doc's `description` in the docs map (only the theme's DocCard reads
 *   it, and no page lists doc cards): 4.3 KB of the file's 6.9 KB gzip;
 * - `unlisted: false` on sidebar items (the theme hides an item only when the
 *   flag is true).
 *
 * Plain CommonJS: the bundler requires loaders itself, in the development
 * server too, where the site's TypeScript is not loadable by Node.
 */

/**
 * @param {unknown} items
 * @returns {void}
 */
function trimSidebarItems(items) {
  if (!Array.isArray(items)) return;
  for (const item of items) {
    if (item.unlisted === false) delete item.unlisted;
    trimSidebarItems(item.items);
  }
}

/**
 * @param {any} props a route's props, as the docs plugin wrote them
 * @returns {any} the same object, trimmed
 */
function trimDocsRouteProps(props) {
  const version = props?.version;
  if (!version) return props;
  for (const doc of Object.values(version.docs ?? {})) delete doc.description;
  for (const sidebar of Object.values(version.docsSidebars ?? {})) trimSidebarItems(sidebar);
  return props;
}

/** @param {string} source */
function trimLoader(source) {
  return JSON.stringify(trimDocsRouteProps(JSON.parse(source)));
}

module.exports = trimLoader;
module.exports.trimDocsRouteProps = trimDocsRouteProps;
