import { expect } from '@playwright/test';
import type { DriveExample } from './controls';

/** The Quick Start counter counts up and down, adds an amount (0 for text that is not a number) and resets. */
export const drive: DriveExample = async ({ app, actionTypes }) => {
  const count = app.getByRole('heading', { name: /^Count: / });
  await expect(count).toHaveText('Count: 0');
  for (let click = 0; click < 3; click += 1) await app.getByRole('button', { name: 'Increment' }).click();
  await expect(count).toHaveText('Count: 3');
  await app.getByRole('button', { name: 'Decrement' }).click();
  await expect(count).toHaveText('Count: 2');
  await app.getByRole('textbox', { name: 'Amount to add' }).fill('10');
  await app.getByRole('button', { name: 'Add amount' }).click();
  await expect(count).toHaveText('Count: 12');
  await app.getByRole('textbox', { name: 'Amount to add' }).fill('abc');
  await app.getByRole('button', { name: 'Add amount' }).click();
  await expect(count).toHaveText('Count: 12');
  await app.getByRole('button', { name: 'Reset' }).click();
  await expect(count).toHaveText('Count: 0');
  await expect
    .poll(actionTypes)
    .toEqual([
      'counter/increment',
      'counter/increment',
      'counter/increment',
      'counter/decrement',
      'counter/incrementByAmount',
      'counter/incrementByAmount',
      'counter/reset',
    ]);
};
