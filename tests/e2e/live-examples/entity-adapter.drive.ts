import { expect } from '@playwright/test';
import type { DriveExample } from './controls';

/** Adding, renaming, removing and upserting items keeps the list sorted by name; the filter narrows it. */
export const drive: DriveExample = async ({ app, actionTypes }) => {
  const rows = app.getByRole('list', { name: 'Pantry' }).getByRole('listitem');
  const row = (name: string) => rows.filter({ hasText: name });
  const status = app.getByRole('status');
  const actionsBefore = (await actionTypes()).length;

  await expect(rows).toHaveText([/^Basmati rice × 2/, /^Canned tomatoes × 6/, /^Red lentils × 3/, /^Rolled oats × 1/]);
  await expect(status).toHaveText('Showing 4 of 4 items');

  await app.getByLabel('Item').fill('Almond flour');
  await app.getByLabel('Quantity').fill('2');
  await app.getByRole('button', { name: 'Add item' }).click();
  await expect(rows.first()).toHaveText(/^Almond flour × 2/);
  await expect(status).toHaveText('Showing 5 of 5 items');

  await row('Basmati rice').getByRole('button', { name: 'Rename' }).click();
  await app.getByLabel('New name for Basmati rice').fill('Jasmine rice');
  await app.getByRole('button', { name: 'Save' }).click();
  await expect(rows).toHaveText([
    /^Almond flour × 2/,
    /^Canned tomatoes × 6/,
    /^Jasmine rice × 2/,
    /^Red lentils × 3/,
    /^Rolled oats × 1/,
  ]);

  await row('Canned tomatoes').getByRole('button', { name: 'Remove' }).click();
  await expect(status).toHaveText('Showing 4 of 4 items');

  // Upsert: oats get the counted quantity, coffee and honey are new.
  await app.getByRole('button', { name: 'Apply weekly stock count' }).click();
  await expect(rows).toHaveText([
    /^Almond flour × 2/,
    /^Coffee beans × 2/,
    /^Jasmine rice × 2/,
    /^Red lentils × 3/,
    /^Rolled oats × 4/,
    /^Wildflower honey × 1/,
  ]);
  await expect(status).toHaveText('Showing 6 of 6 items');

  await app.getByLabel('Filter by name').fill('RICE');
  await expect(rows).toHaveText([/^Jasmine rice × 2/]);
  await expect(status).toHaveText('Showing 1 of 6 items');
  await app.getByLabel('Filter by name').fill('o');
  await expect(rows).toHaveText([/^Almond flour/, /^Coffee beans/, /^Rolled oats/, /^Wildflower honey/]);
  await app.getByLabel('Filter by name').fill('');
  await expect(status).toHaveText('Showing 6 of 6 items');

  await expect
    .poll(async () => (await actionTypes()).slice(actionsBefore))
    .toEqual([
      'pantry/itemAdded',
      'pantry/itemRenamed',
      'pantry/itemRemoved',
      'pantry/stockCounted',
      'pantry/filterChanged',
      'pantry/filterChanged',
      'pantry/filterChanged',
    ]);
};
