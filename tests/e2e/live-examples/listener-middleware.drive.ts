import { expect } from '@playwright/test';
import type { DriveExample } from './controls';

/** Typing saves once after a pause; Publish waits for the pending save; a failed save stops Publish. */
export const drive: DriveExample = async ({ app, requests, actionTypes, failNextRequest }) => {
  const editor = app.getByLabel('Release notes');
  const status = app.getByRole('status');
  const activity = app.getByRole('list', { name: 'Activity' }).getByRole('listitem');
  const newRequests = async (from: number) => (await requests()).slice(from);
  const actionsBefore = (await actionTypes()).length;
  const before = (await requests()).length;

  await expect(status).toHaveText('All changes saved (revision 0)');
  await editor.pressSequentially('Faster search.', { delay: 40 });
  await expect(status).toHaveText('Unsaved changes (revision 0)');
  await expect(status).toHaveText('All changes saved (revision 1)');
  // Fourteen keystrokes, one request.
  await expect.poll(() => newRequests(before)).toEqual(['PUT /api/draft → 200']);
  await expect(activity).toHaveText(['Auto-saved revision 1 (14 chars)']);

  // Typing on and pressing Publish within the 0.8 s pause, in one task: on a busy machine a click
  // can reach the page more than 0.8 s after the last keystroke, when no save is pending any more.
  await editor.evaluate((textarea: HTMLTextAreaElement, text) => {
    const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(textarea), 'value')!.set!;
    for (const character of text) {
      setValue.call(textarea, textarea.value + character);
      textarea.dispatchEvent(new Event('input', { bubbles: true }));
    }
    const buttons = Array.from(textarea.ownerDocument.querySelectorAll('button'));
    buttons.find((button) => button.textContent?.trim() === 'Publish')!.click();
  }, ' New export dialog.');
  await expect(activity).toHaveText([
    'Auto-saved revision 1 (14 chars)',
    'Publish is waiting for the auto-save',
    'Auto-saved revision 2 (33 chars)',
    'Published revision 2',
  ]);
  await expect
    .poll(() => newRequests(before))
    .toEqual(['PUT /api/draft → 200', 'PUT /api/draft → 200', 'POST /api/publish → 200']);

  await failNextRequest();
  await editor.press('End');
  await editor.pressSequentially(' Fixes', { delay: 40 });
  await expect(status).toHaveText('Not saved (revision 2)');
  await expect(app.getByText('Saving failed (500)')).toBeVisible();
  await app.getByRole('button', { name: 'Publish' }).click();
  await expect(activity.last()).toHaveText('Publish stopped: the last save failed');
  await expect.poll(() => newRequests(before + 3)).toEqual(['PUT /api/draft → 500']);

  const types = (await actionTypes()).slice(actionsBefore);
  expect(types.filter((type) => type === 'draft/draftEdited')).toHaveLength(14 + 19 + 6);
  expect(types.filter((type) => type !== 'draft/draftEdited')).toEqual([
    'draft/saveStarted',
    'draft/saveSucceeded',
    'activity/activityLogged',
    'draft/publishRequested',
    'activity/activityLogged',
    'draft/saveStarted',
    'draft/saveSucceeded',
    'activity/activityLogged',
    'activity/activityLogged',
    'draft/saveStarted',
    'draft/saveFailed',
    'activity/activityLogged',
    'draft/publishRequested',
    'activity/activityLogged',
  ]);
};
