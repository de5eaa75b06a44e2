import { expect } from '@playwright/test';
import type { DriveExample } from './controls';

/** Matchers count the thunks in flight and keep the last error, from rejectWithValue and from a thrown error. */
export const drive: DriveExample = async ({ app, requests, actionTypes, failNextRequest }) => {
  const inFlight = app.getByLabel('In flight');
  const alert = app.getByRole('alert');
  await expect(inFlight).toHaveText('0');
  await expect(app.getByText('Not loaded')).toHaveCount(3);
  const before = (await requests()).length;
  const actionsBefore = (await actionTypes()).length;

  await app.getByRole('button', { name: 'Load all' }).click();
  await expect(inFlight).toHaveText('3');
  await expect(app.getByRole('list', { name: 'Projects' }).getByRole('listitem')).toHaveText([
    'Checkout redesign',
    'Warehouse scanner app',
    'Quarterly security review',
  ]);
  await expect(inFlight).toHaveText('0');
  await expect(app.getByRole('list', { name: 'Team' }).getByRole('listitem')).toHaveText([
    'Amara Okafor',
    'Jonas Lindqvist',
  ]);
  await expect(alert).toHaveText('dashboard/fetchInvoices failed: Only billing admins can see invoices Dismiss');
  await expect
    .poll(async () => (await requests()).slice(before))
    .toEqual(['GET /api/projects → 200', 'GET /api/members → 200', 'GET /api/invoices → 403']);

  await app.getByRole('button', { name: 'Dismiss' }).click();
  await expect(alert).toHaveText('');

  // The team thunk throws on a failed response: its message comes from action.error.
  await failNextRequest();
  await app.getByRole('button', { name: 'Load team' }).click();
  await expect(alert).toHaveText('dashboard/fetchMembers failed: Loading the team failed (500) Dismiss');
  await expect(inFlight).toHaveText('0');
  await expect(app.getByRole('list', { name: 'Team' }).getByRole('listitem')).toHaveCount(2);

  await expect
    .poll(async () => (await actionTypes()).slice(actionsBefore))
    .toEqual([
      'dashboard/fetchProjects/pending',
      'dashboard/fetchMembers/pending',
      'dashboard/fetchInvoices/pending',
      'dashboard/fetchProjects/fulfilled',
      'dashboard/fetchMembers/fulfilled',
      'dashboard/fetchInvoices/rejected',
      'status/errorDismissed',
      'dashboard/fetchMembers/pending',
      'dashboard/fetchMembers/rejected',
    ]);
};
