/** The tslib helpers that modules in the browser bundle use (see ./index.ts). */
export function __importDefault<T>(module: T): T | { default: T } {
  return module && (module as { __esModule?: boolean }).__esModule ? module : { default: module };
}
