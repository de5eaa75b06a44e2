import { expect } from '@playwright/test';
import type { DriveExample } from './controls';

/**
 * Remounting within keepUnusedDataFor reads the cache; refetchOnMountOrArgChange, a focus/visibility
 * event, and remounting after the entry expired each make one request.
 */
export const drive: DriveExample = async ({ app, requests, actionTypes }) => {
  const cacheEntry = app.getByRole('status', { name: 'Cache entry' });
  const board = app.getByRole('region', { name: 'Departures' });
  const boardStatus = board.getByRole('status');
  const showBoard = app.getByLabel('Show the board');
  const refetchOnMount = app.getByLabel('Refetch on mount (refetchOnMountOrArgChange)');
  const boardRequests = async () => (await requests()).filter((line) => line.startsWith('GET /api/departures'));
  const shownResponse = async () => Number(/response #(\d+)/.exec((await cacheEntry.textContent()) ?? '')?.[1]);
  const remount = async () => {
    await showBoard.uncheck();
    await expect(board).toHaveCount(0);
    await showBoard.check();
  };

  await expect(boardStatus).toContainText('from a request made after this board mounted');
  // The first click into the preview gives its window focus, which refetches on focus: let it settle.
  await app.getByRole('heading', { level: 1 }).click();
  await expect(cacheEntry).toContainText('Cache entry: fulfilled');
  await expect(boardStatus).toContainText(/^Response #\d+/);

  // The tab becoming visible again refetches the mounted query (refetchOnFocus + setupListeners).
  let before = (await boardRequests()).length;
  let response = await shownResponse();
  const focusedBefore = (await actionTypes()).filter((type) => type === '__rtkq/focused').length;
  await app.locator('body').evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
  await expect(boardStatus).toContainText(`Response #${response + 1}: from a request made after this board mounted`);
  await expect.poll(async () => (await boardRequests()).slice(before)).toEqual(['GET /api/departures → 200']);
  await expect
    .poll(async () => (await actionTypes()).filter((type) => type === '__rtkq/focused'))
    .toHaveLength(focusedBefore + 1);

  // Remounting within 5 s reads the cache entry.
  before = (await boardRequests()).length;
  response += 1;
  const entryText = await cacheEntry.textContent();
  await remount();
  await expect(boardStatus).toHaveText(`Response #${response}: from the cache, no request since this board mounted.`);
  await expect(cacheEntry).toHaveText(entryText!);

  // With refetchOnMountOrArgChange, the remount requests again: one request since the snapshot, so the cached remount made none.
  await refetchOnMount.check();
  await remount();
  await expect(boardStatus).toHaveText(`Response #${response + 1}: from a request made after this board mounted.`);
  await expect(cacheEntry).toContainText(`fulfilled, response #${response + 1}, fulfilledTimeStamp`);
  await expect.poll(async () => (await boardRequests()).slice(before)).toEqual(['GET /api/departures → 200']);

  // Unmounted for longer than keepUnusedDataFor (5 s), the entry is removed; remounting loads afresh.
  await refetchOnMount.uncheck();
  await showBoard.uncheck();
  await expect(cacheEntry).toHaveText('No cache entry for getDepartures().', { timeout: 10_000 });
  before = (await boardRequests()).length;
  await showBoard.check();
  await expect(boardStatus).toHaveText(`Response #${response + 2}: from a request made after this board mounted.`);
  await expect.poll(async () => (await boardRequests()).slice(before)).toEqual(['GET /api/departures → 200']);
};
