type Listener = (available: boolean) => void;

const listeners = new Set<Listener>();

/** Subscribes to whether the last search could reach its index or service. Returns the unsubscribe function. */
export function onSearchAvailability(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

interface MultiSearchArgs {
  readonly requests: ReadonlyArray<{ readonly query?: string; readonly indexName?: string }>;
}

/** An answer with no hits for each request, in the shape the DocSearch modal reads. */
function emptyResults({ requests }: MultiSearchArgs) {
  return {
    results: requests.map((request) => ({
      hits: [],
      nbHits: 0,
      page: 0,
      nbPages: 0,
      hitsPerPage: 20,
      processingTimeMS: 0,
      exhaustiveNbHits: true,
      query: request.query ?? '',
      params: '',
      index: request.indexName ?? '',
    })),
  };
}

/**
 * Wraps a search client's `search` so every outcome is reported. DocSearch's
 * own error screen cannot stay up (the autocomplete core resets the status to
 * idle right after a failed request) and a failure would surface as an
 * unhandled rejection, so a failure is reported here, logged as a warning and
 * answered with no hits, and the modal shows the error screen from the report.
 */
export function reportingAvailability<Result>(
  search: (args: MultiSearchArgs) => Promise<Result>,
): (args: MultiSearchArgs) => Promise<Result | ReturnType<typeof emptyResults>> {
  return async (args) => {
    try {
      const result = await search(args);
      listeners.forEach((listener) => listener(true));
      return result;
    } catch (error) {
      console.warn(`Search is unavailable: ${(error as Error).message}`);
      listeners.forEach((listener) => listener(false));
      return emptyResults(args);
    }
  };
}
