import { expect } from '@playwright/test';
import type { DriveExample } from './controls';
import { recordTexts } from './record-texts';

/** Saving shows a pending state and changes the cache only with the server's answer; a failed save changes nothing. */
export const drive: DriveExample = async ({ app, requests, failNextRequest }) => {
  const list = app.getByRole('list', { name: 'Articles' });
  const saving = app.getByText('Saving… the list changes when the server answers.');
  await expect(list.getByRole('listitem')).toHaveCount(3);
  const row = list.getByRole('listitem').nth(1);
  await expect(row).toContainText('Faster search results');
  await expect(row).toContainText('/notes/faster-search-results (revision 1)');

  await app.getByRole('button', { name: 'Edit Faster search results' }).click();
  await expect(app.getByRole('heading', { name: 'Editing revision 1 of “Faster search results”' })).toBeVisible();
  const title = app.getByRole('textbox', { name: 'Title' });
  await expect(title).toHaveValue('Faster search results');

  // While the PATCH is pending, the list still shows the old title. Asserted from the page's recorded
  // history afterwards: checking the moment itself would race the fake server on a busy machine.
  const history = await recordTexts(list);
  const page = await recordTexts(app.locator('main'));
  const before = (await requests()).length;
  await title.fill('Search is twice as fast');
  await app.getByRole('button', { name: 'Save' }).click();

  // The answer brings the server's slug and revision into the list and the editor, without a refetch.
  await expect(row).toContainText('Search is twice as fast');
  await expect(row).toContainText('/notes/search-is-twice-as-fast (revision 2)');
  await expect(saving).toBeHidden();
  await expect(app.getByRole('heading', { name: 'Editing revision 2 of “Search is twice as fast”' })).toBeVisible();
  await expect.poll(async () => (await requests()).slice(before)).toEqual(['PATCH /api/articles/2 → 200']);
  expect(
    (await page()).some(
      (text) =>
        text.includes('Saving… the list changes when the server answers.') && text.includes('Faster search results'),
    ),
  ).toBe(true);
  // The list went straight from the old title to the saved article.
  const shown = await history();
  expect(shown[0]).toContain('Faster search results');
  const partial = (text: string) =>
    text.includes('Search is twice as fast') && !text.includes('/notes/search-is-twice-as-fast (revision 2)');
  expect(shown.filter(partial)).toEqual([]);

  // A failed save: pending, then an error, and neither the list nor the editor changes.
  await failNextRequest();
  await title.fill('Search broke');
  await app.getByRole('button', { name: 'Save' }).click();
  await expect(app.getByRole('alert')).toHaveText('Could not save: the server answered 500. Nothing was changed.');
  await expect.poll(requests).toContain('PATCH /api/articles/2 → 500');
  await expect(row).toContainText('Search is twice as fast');
  await expect(row).toContainText('(revision 2)');
  await expect(app.getByRole('heading', { name: 'Editing revision 2 of “Search is twice as fast”' })).toBeVisible();
  await expect(title).toHaveValue('Search broke');
  expect((await history()).some((text) => text.includes('Search broke'))).toBe(false);
};
