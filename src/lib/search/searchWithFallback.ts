/**
 * Algolia first when it is configured and the reader is online; the local index whenever Algolia
 * fails, is slower than SEARCH_REMOTE_TIMEOUT_MS, or cannot be reached. The reader sees results
 * either way, never an error from the remote service.
 */
import type { SearchHit, SearchOutcome, SearchProvider } from "./types";

export interface FallbackOptions {
  remote: SearchProvider | null;
  local: SearchProvider;
  timeoutMs: number;
  isOnline(): boolean;
}

function withTimeout<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`No answer within ${timeoutMs} ms`)), timeoutMs);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

export function searchWithFallback({ remote, local, timeoutMs, isOnline }: FallbackOptions): SearchProvider {
  return {
    async search(query): Promise<SearchOutcome> {
      if (remote && isOnline()) {
        try {
          return await withTimeout(remote.search(query), timeoutMs);
        } catch {
          // Fall through to the local index; the reader never sees the remote failure.
        }
      }
      return local.search(query);
    },
  };
}

type LocalProvider = SearchProvider & { closestPages(query: string): Promise<SearchHit[]> };

/**
 * The local index when it can be reached; the offline copy's index when it cannot: the worker
 * keeps no copy of the local index's files. Offline, the local index is not even tried: a part of
 * it loaded earlier could answer from what it already holds, silently missing the rest.
 */
export function localWithOfflineFallback(local: LocalProvider, offline: LocalProvider, isOnline: () => boolean): LocalProvider {
  async function ask<T>(question: (provider: LocalProvider) => Promise<T>): Promise<T> {
    if (!isOnline()) return question(offline);
    try {
      return await question(local);
    } catch {
      return question(offline);
    }
  }
  return {
    search: (query) => ask((provider) => provider.search(query)),
    closestPages: (query) => ask((provider) => provider.closestPages(query)),
  };
}
