import { expect } from '@playwright/test';
import type { DriveExample } from './controls';

/** History loads, pushed messages arrive over time, sent messages come back through the stream. */
export const drive: DriveExample = async ({ app, requests, consoleText, failNextRequest }) => {
  const release = app.getByRole('list', { name: 'Messages in #release' });

  // The history loads, then the cache entry connects to the channel.
  await expect(release).toContainText('Release branch 4.2 is cut.');
  await expect(release.getByRole('listitem')).toHaveCount(3);
  await expect.poll(consoleText, { timeout: 5_000 }).toContain('Listening to #release');

  // A teammate's message is pushed in without a new request.
  const before = (await requests()).length;
  await expect(release).toContainText('Staging build 4.2.0-rc.3 is green.', { timeout: 10_000 });
  await expect(release).toContainText('Production rollout is scheduled for 16:00.', { timeout: 10_000 });
  expect((await requests()).slice(before).filter((line) => line.startsWith('GET'))).toEqual([]);

  // Sending posts the message; the stream adds it to the list.
  const input = app.getByRole('textbox', { name: 'Message' });
  await input.fill('Ready to ship from my side.');
  await app.getByRole('button', { name: 'Send' }).click();
  await expect(release.getByRole('listitem').filter({ hasText: 'Ready to ship from my side.' })).toContainText('You');
  await expect(input).toHaveValue('');
  await expect.poll(requests).toContain('POST /api/channels/release/messages → 201');

  // A failed send shows an error and keeps the draft.
  await input.fill('Tagging the release now.');
  await failNextRequest();
  await input.press('Enter');
  await expect(app.getByRole('alert')).toHaveText('Could not send the message. Try again.');
  await expect(input).toHaveValue('Tagging the release now.');
  await expect(release).not.toContainText('Tagging the release now.');

  // Another channel; 5 s after #release is unused, its entry is removed and the connection closed.
  await app.getByRole('button', { name: '#design' }).click();
  await expect(app.getByRole('list', { name: 'Messages in #design' })).toContainText(
    'New icon set is in the shared file.',
  );
  await expect.poll(consoleText, { timeout: 10_000 }).toContain('Stopped listening to #release');
};
