import { expect } from '@playwright/test';
import type { DriveExample } from './controls';

const TICKETS = [
  '#101 Invoice PDF shows the wrong VAT rate (high)',
  '#102 Password reset email arrives twice (medium)',
  '#103 Dark mode: chart labels unreadable (low)',
  '#104 Export to CSV skips archived orders (medium)',
];

/** Both versions list the same tickets; each Refresh sends its own request and dispatches its own actions. */
export const drive: DriveExample = async ({ app, requests, actionTypes, failNextRequest }) => {
  const before = app.getByRole('region', { name: 'Before: createAsyncThunk' });
  const after = app.getByRole('region', { name: 'After: RTK Query' });
  for (const side of [before, after]) {
    await expect(side.getByRole('listitem')).toHaveText(TICKETS);
    await expect(side.getByRole('status')).toHaveText('4 tickets');
  }

  // The first loads: the effect's thunk and the hook's query. RTK Query reports the hook's new
  // subscription to the store 500 ms after it changed: wait for that too, or it can land among
  // the actions of the first Refresh below.
  await expect
    .poll(actionTypes)
    .toEqual(
      expect.arrayContaining([
        'tickets/fetchTickets/fulfilled',
        'ticketsApi/executeQuery/fulfilled',
        'ticketsApi/internalSubscriptions/subscriptionsUpdated',
      ]),
    );

  const refreshOnce = async (side: typeof before, failing = false) => {
    const requestCount = (await requests()).length;
    const actionCount = (await actionTypes()).length;
    if (failing) await failNextRequest();
    await side.getByRole('button', { name: 'Refresh' }).click();
    await expect
      .poll(async () => (await requests()).slice(requestCount), { timeout: 5000 })
      .toEqual([`GET /api/tickets → ${failing ? 500 : 200}`]);
    await expect(side.getByRole('status')).toHaveText('4 tickets');
    return (await actionTypes()).slice(actionCount);
  };

  expect(await refreshOnce(before)).toEqual(['tickets/fetchTickets/pending', 'tickets/fetchTickets/fulfilled']);
  expect(await refreshOnce(after)).toEqual(['ticketsApi/executeQuery/pending', 'ticketsApi/executeQuery/fulfilled']);

  // A failed refresh shows the error on its own side only; the tickets stay.
  expect(await refreshOnce(before, true)).toEqual(['tickets/fetchTickets/pending', 'tickets/fetchTickets/rejected']);
  await expect(before.getByText('Could not load tickets: Server answered 500')).toBeVisible();
  await expect(after.getByText(/Could not load tickets/)).toBeHidden();
  await expect(before.getByRole('listitem')).toHaveText(TICKETS);

  expect(await refreshOnce(after, true)).toEqual([
    'ticketsApi/executeQuery/pending',
    'ticketsApi/executeQuery/rejected',
  ]);
  await expect(after.getByText('Could not load tickets: Server answered 500')).toBeVisible();
  await expect(after.getByRole('listitem')).toHaveText(TICKETS);

  // Refreshing again clears each error.
  await refreshOnce(before);
  await refreshOnce(after);
  await expect(app.getByText(/Could not load tickets/)).toHaveCount(0);
};
