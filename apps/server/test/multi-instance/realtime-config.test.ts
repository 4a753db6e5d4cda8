// With several instances the browser's WebSocket goes to the Pusher-compatible cluster, never to an app instance:
// GET /api/config must name that cluster's socket host for every kind of provider.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import type { AppContext } from '../../src/platform/context.ts';
import { publicConfig } from '../../src/features/system/public-config.ts';

function realtimeOf(env: Record<string, string>) {
  const config = loadConfig({ DATA_DIR: '/tmp/quizring-unused', ...env });
  const ctx = { config, payments: { name: 'sandbox' }, push: { publicKey: 'k' } } as unknown as AppContext;
  return publicConfig(ctx).realtime;
}

describe('the realtime host that browsers are given', () => {
  it("is Pusher Channels' socket host of the cluster when no host is configured", () => {
    expect(realtimeOf({ REALTIME_PROVIDER: 'pusher', PUSHER_SECRET: 's', PUSHER_CLUSTER: 'eu' })).toEqual({
      key: 'quizring-key',
      host: 'ws-eu.pusher.com',
      port: 443,
      tls: true,
      cluster: 'eu',
    });
  });

  it('is the configured host and port of a self-hosted cluster (Soketi, Reverb)', () => {
    expect(
      realtimeOf({
        REALTIME_PROVIDER: 'pusher',
        PUSHER_SECRET: 's',
        PUSHER_KEY: 'app-key',
        PUSHER_HOST: 'realtime.example.test',
        PUSHER_PORT: '6001',
        PUSHER_TLS: 'false',
      }),
    ).toMatchObject({ key: 'app-key', host: 'realtime.example.test', port: 6001, tls: false });
  });

  it("is the page's own host and port for the embedded server", () => {
    expect(realtimeOf({})).toMatchObject({ host: '', port: 0, tls: false });
  });
});
