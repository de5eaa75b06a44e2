import { expect } from '@playwright/test';
import type { DriveExample } from './controls';

/** The counter counts up and down, adds an amount, and adds only when odd. */
export const drive: DriveExample = async ({ app, actionTypes }) => {
  const count = app.getByLabel('Count');
  await expect(count).toHaveText('0');
  await app.getByRole('button', { name: '+1' }).click();
  await app.getByRole('button', { name: '+1' }).click();
  await expect(count).toHaveText('2');
  await app.getByRole('button', { name: '−1' }).click();
  await expect(count).toHaveText('1');
  await app.getByRole('button', { name: 'Add if odd' }).click();
  await expect(count).toHaveText('3');
  await app.getByRole('button', { name: 'Add if odd' }).click();
  await expect(count).toHaveText('5');
  await app.getByRole('button', { name: 'Add if odd' }).click();
  await expect(count).toHaveText('7');
  await app.getByRole('textbox', { name: 'Amount' }).fill('10');
  await app.getByRole('button', { name: 'Add amount' }).click();
  await expect(count).toHaveText('17');
  await app.getByRole('button', { name: 'Reset' }).click();
  await expect(count).toHaveText('0');
  expect(await actionTypes()).toEqual([
    'counter/incremented',
    'counter/incremented',
    'counter/decremented',
    'counter/incrementedBy',
    'counter/incrementedBy',
    'counter/incrementedBy',
    'counter/incrementedBy',
    'counter/reset',
  ]);
};
