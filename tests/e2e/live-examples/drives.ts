import type { DriveExample } from './controls';
import { drive as apiProvider } from './api-provider.drive';
import { drive as authentication } from './authentication.drive';
import { drive as automaticPrefetching } from './automatic-prefetching.drive';
import { drive as cacheLifetime } from './cache-lifetime.drive';
import { drive as conditionalFetching } from './conditional-fetching.drive';
import { drive as counter } from './counter.drive';
import { drive as dedupedSubscriptions } from './deduped-subscriptions.drive';
import { drive as entityAdapter } from './entity-adapter.drive';
import { drive as infiniteScroll } from './infinite-scroll.drive';
import { drive as kitchenSink } from './kitchen-sink.drive';
import { drive as listenerMiddleware } from './listener-middleware.drive';
import { drive as matchingUtilities } from './matching-utilities.drive';
import { drive as migratingToRtkQuery } from './migrating-to-rtk-query.drive';
import { drive as optimisticUpdates } from './optimistic-updates.drive';
import { drive as pagination } from './pagination.drive';
import { drive as pessimisticUpdates } from './pessimistic-updates.drive';
import { drive as polling } from './polling.drive';
import { drive as prefetchOnHover } from './prefetch-on-hover.drive';
import { drive as rtkQueryPosts } from './rtk-query-posts.drive';
import { drive as streamingUpdates } from './streaming-updates.drive';
import { drive as withoutHooks } from './without-hooks.drive';

/** Each live example's test, by example name (a folder of examples/). */
export const DRIVES: Readonly<Record<string, DriveExample>> = {
  'api-provider': apiProvider,
  authentication,
  'automatic-prefetching': automaticPrefetching,
  'cache-lifetime': cacheLifetime,
  'conditional-fetching': conditionalFetching,
  counter,
  'deduped-subscriptions': dedupedSubscriptions,
  'entity-adapter': entityAdapter,
  'infinite-scroll': infiniteScroll,
  'kitchen-sink': kitchenSink,
  'listener-middleware': listenerMiddleware,
  'matching-utilities': matchingUtilities,
  'migrating-to-rtk-query': migratingToRtkQuery,
  'optimistic-updates': optimisticUpdates,
  pagination,
  'pessimistic-updates': pessimisticUpdates,
  polling,
  'prefetch-on-hover': prefetchOnHover,
  'rtk-query-posts': rtkQueryPosts,
  'streaming-updates': streamingUpdates,
  'without-hooks': withoutHooks,
};
