import { describe, expect, it, vi } from 'vitest';
import type { RouteConfig } from 'react-router-config';
import { requestRouteChunks } from '../request-route-chunks';

function loadable(name: string, requested: string[]) {
  const component = () => null;
  component.preload = vi.fn(async () => {
    requested.push(name);
  });
  return component;
}

function site(requested: string[]): RouteConfig[] {
  return [
    { path: '/search', exact: true, component: loadable('search', requested) },
    {
      path: '/',
      component: loadable('docs root', requested),
      routes: [
        { path: '/api/createSlice', exact: true, component: loadable('createSlice', requested) },
        { path: '/api/café', exact: true, component: loadable('café', requested) },
      ],
    },
  ];
}

describe('requestRouteChunks', () => {
  it('requests the code of each matching route, one route per task', async () => {
    const requested: string[] = [];
    const events: string[] = [];
    await requestRouteChunks(site(requested), '/api/createSlice', async () => {
      events.push(`yield after ${requested.join(', ')}`);
    });
    expect(requested).toEqual(['docs root', 'createSlice']);
    expect(events).toEqual(['yield after docs root']);
  });

  it('matches the decoded path too, as Docusaurus does', async () => {
    const requested: string[] = [];
    await requestRouteChunks(site(requested), '/api/caf%C3%A9', async () => undefined);
    expect(requested).toContain('café');
  });

  it('requests nothing for a path that cannot be decoded, and does not throw', async () => {
    const requested: string[] = [];
    await expect(requestRouteChunks(site(requested), '/api/%E0%A4%A', async () => undefined)).resolves.toBe(undefined);
    expect(requested).toEqual([]);
  });

  it('does not wait for the code to arrive, and a failed load is left to the entry', async () => {
    const never = Object.assign(() => null, { preload: vi.fn(() => new Promise(() => undefined)) });
    const failing = Object.assign(() => null, { preload: vi.fn(() => Promise.reject(new Error('offline'))) });
    const routes: RouteConfig[] = [
      { path: '/', component: never, routes: [{ path: '/a', exact: true, component: failing }] },
    ];
    await requestRouteChunks(routes, '/a', async () => undefined);
    expect(never.preload).toHaveBeenCalledOnce();
    expect(failing.preload).toHaveBeenCalledOnce();
  });
});
