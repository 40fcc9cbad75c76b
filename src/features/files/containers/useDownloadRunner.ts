// The download runner of this store (one per store, created on first use and kept: downloads go
// on while the user is on another screen, and the monitor finds them again on return).
import { useStore } from 'react-redux';
import type { Dispatch } from '@reduxjs/toolkit';
import { signFileUrl } from '@/api/files';
import type { DownloadsState } from '../model/downloadsSlice';
import { SIGNED_URL_SECONDS } from '../model/listFilter';
import { createDownloadRunner, saveWithObjectUrl, type DownloadRunner } from './downloadRunner';

interface RunnerStore {
  dispatch: Dispatch;
  getState: () => { filesDownloads: DownloadsState };
}

const runners = new WeakMap<object, DownloadRunner>();

/** Asks the API for a fresh signed URL (never cached: each download gets its own). */
export async function signPath(dispatch: Dispatch, path: string): Promise<string> {
  const request = dispatch(
    signFileUrl.initiate(
      { linkType: 's3', value: path, expiresIn: SIGNED_URL_SECONDS },
      { subscribe: false, forceRefetch: true },
    ) as never,
  ) as unknown as { unwrap(): Promise<{ signed_url?: string }> };
  const { signed_url: url } = await request.unwrap();
  // A response without a URL fails with this exact message.
  if (!url) throw new Error('Signed URL not found in API response.');
  // The local storage's links are root-relative (any port or host the app is reached at); the
  // bucket's are absolute. Resolved here, so every consumer gets a full URL.
  return new URL(url, window.location.href).toString();
}

export function runnerFor(store: RunnerStore): DownloadRunner {
  let runner = runners.get(store);
  if (!runner) {
    runner = createDownloadRunner({
      dispatch: store.dispatch,
      getState: store.getState,
      sign: (path) => signPath(store.dispatch, path),
      fetch: (...args) => fetch(...args),
      save: saveWithObjectUrl,
    });
    runners.set(store, runner);
  }
  return runner;
}

export function useDownloadRunner(): DownloadRunner {
  return runnerFor(useStore() as unknown as RunnerStore);
}
