/**
 * Algolia first when it is configured and the reader is online; the local index whenever Algolia
 * fails, is slower than SEARCH_REMOTE_TIMEOUT_MS, or cannot be reached. The reader sees results
 * either way, never an error from the remote service.
 */
import type { SearchOutcome, SearchProvider } from "./types";

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
