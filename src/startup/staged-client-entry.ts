import { requestRouteChunks } from './request-route-chunks';
import { runInSteps } from './run-in-steps';

/**
 * The browser's entry point in production builds, in place of Docusaurus's
 * client entry (plugins/staged-startup). Docusaurus's entry evaluates every
 * module of the main bundle in one go and then matches the URL against the
 * routes: one task of about 150 ms on a phone-speed CPU, before hydration
 * starts. The same modules are evaluated here in steps, each in its own
 * task, so the browser can handle input and paint in between. Each import is
 * eager: the module is already in the bundle, the import only decides when
 * it is evaluated. Before the app, the route's code is requested a route at
 * a time (`requestRouteChunks`). The last step is Docusaurus's own entry,
 * unchanged: its own requests for that code find it already on its way.
 */
void runInSteps([
  { name: 'react-dom', run: () => import(/* webpackMode: "eager" */ 'react-dom/client') },
  { name: 'client-modules', run: () => import(/* webpackMode: "eager" */ '@generated/client-modules') },
  {
    name: 'routes',
    run: () =>
      Promise.all([
        import(/* webpackMode: "eager" */ '@generated/registry'),
        import(/* webpackMode: "eager" */ '@generated/routes'),
      ]),
  },
  {
    name: 'route-chunks',
    run: async () => {
      const { default: routes } = await import(/* webpackMode: "eager" */ '@generated/routes');
      await requestRouteChunks(routes, window.location.pathname);
    },
  },
  { name: 'app', run: () => import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/App') },
  { name: 'hydrate', run: () => import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/clientEntry') },
]);
