import { expect } from '@playwright/test';
import type { DriveExample } from './controls';

/** Hovering or focusing a recipe link fetches it before the click; opening it then needs no loading state. */
export const drive: DriveExample = async ({ app, requests, failNextRequest }) => {
  const before = (await requests()).length;
  const newRequests = async () => (await requests()).slice(before);
  const timesFetched = async (id: number) =>
    (await newRequests()).filter((line) => line === `GET /api/recipes/${id} → 200`).length;
  const detailTitle = app.getByRole('heading', { level: 2 });
  const loading = app.getByText('Loading recipe…');
  const chili = app.getByRole('link', { name: 'Smoky black bean chili' });

  await expect(chili).toBeVisible();
  expect(await timesFetched(2)).toBe(0);

  // Hovering prefetches the recipe; nothing opens yet.
  await chili.hover();
  await expect.poll(() => timesFetched(2)).toBe(1);
  await expect(detailTitle).toHaveCount(0);

  // Hovering again within ifOlderThan (60 s) does not fetch again.
  await app.getByRole('heading', { level: 1 }).hover();
  await chili.hover();

  // Opening it shows the cached recipe at once, without a loading state or a new request.
  await chili.click();
  await expect(detailTitle).toHaveText('Smoky black bean chili');
  await expect(app.getByText('Opened instantly: the prefetch had already cached it.')).toBeVisible();
  await expect(loading).toHaveCount(0);
  await expect(app.getByRole('listitem').getByText('Chipotle paste', { exact: true })).toBeVisible();
  await expect.poll(() => timesFetched(2)).toBe(1);

  // Focusing a link with the keyboard prefetches too; Enter opens it instantly.
  const risotto = app.getByRole('link', { name: 'Lemon barley risotto' });
  await risotto.focus();
  await expect.poll(() => timesFetched(3)).toBe(1);
  await risotto.press('Enter');
  await expect(detailTitle).toHaveText('Lemon barley risotto');
  await expect(app.getByText('Opened instantly: the prefetch had already cached it.')).toBeVisible();
  await expect(loading).toHaveCount(0);
  await expect.poll(() => timesFetched(3)).toBe(1);

  // A prefetch that fails leaves nothing cached: opening the recipe fetches it again and waits.
  await failNextRequest();
  const curry = app.getByRole('link', { name: 'Chickpea and spinach curry' });
  await curry.hover();
  await expect.poll(newRequests).toContain('GET /api/recipes/4 → 500');
  await curry.click();
  // Fetched again on opening: the app says it had to wait (its loading text lasts only the 700 ms answer).
  await expect(detailTitle).toHaveText('Chickpea and spinach curry');
  await expect(app.getByText('Had to wait for the server.')).toBeVisible();
  await expect.poll(() => timesFetched(4)).toBe(1);
};
