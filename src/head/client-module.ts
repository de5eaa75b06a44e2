import { holdHeadWhileHydrating } from './hold-head';

// Client modules are evaluated before the app hydrates (src/startup), so the hold is in place for its first render.
holdHeadWhileHydrating();
