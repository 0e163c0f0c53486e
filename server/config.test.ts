import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 3000, host: '0.0.0.0', siteName: 'Tidings', logLevel: 'info' });
    expect(c.databaseUrl).toBeUndefined();
    expect(c.siteUrl).toBe('http://localhost:3000');
    expect(c.dataDir.endsWith('/data')).toBe(true);
  });

  it('reads every variable', () => {
    const c = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/tidings',
      DATABASE_URL: 'postgres://u@db:5432/news',
      ADMIN_PASSWORD: 'a-long-enough-secret',
      SITE_NAME: 'Morning Tides',
      SITE_URL: 'https://news.example/',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    });
    expect(c).toMatchObject({
      port: 8080,
      dataDir: '/var/lib/tidings',
      databaseUrl: 'postgres://u@db:5432/news',
      siteUrl: 'https://news.example',
      isProduction: true,
    });
  });

  it('configures a third-party analytics script only when asked, with the hosts the policy must allow', () => {
    expect(loadConfig({}).analytics).toBeNull();
    expect(loadConfig({ ANALYTICS_PROVIDER: 'plausible', ANALYTICS_ID: 'news.example' }).analytics).toEqual({
      provider: 'plausible',
      id: 'news.example',
      scriptUrl: 'https://plausible.io/js/script.js',
      origins: ['https://plausible.io'],
    });
    const google = loadConfig({ ANALYTICS_PROVIDER: 'google', ANALYTICS_ID: 'G-ABC123' }).analytics;
    expect(google?.scriptUrl).toBe('https://www.googletagmanager.com/gtag/js?id=G-ABC123');
    expect(google?.origins).toContain('https://www.google-analytics.com');
    expect(() => loadConfig({ ANALYTICS_PROVIDER: 'google' })).toThrow(/^Invalid ANALYTICS_ID=/);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['ADMIN_PASSWORD', 'short'],
    ['SITE_URL', 'not a url'],
    ['LOG_LEVEL', 'loud'],
    ['RESPONSE_CACHE_MB', 'lots'],
    ['RESPONSE_CACHE_MB', '-1'],
    ['RENDER_THREADS', 'two'],
    ['RENDER_THREADS', '65'],
    ['TRUSTED_PROXIES', '10.0.0.1,not-an-address'],
    ['TRUSTED_PROXIES', '10.0.0.0/33'],
    ['METRICS_TOKEN', 'short'],
    ['METRICS_PORT', '70000'],
    ['REDIS_URL', 'http://127.0.0.1:6379'],
    ['OVERLOAD_LAG', 'soon'],
  ])('names the bad variable %s=%s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid ${name}=`));
  });

  it('stops start-up with one line and exit code 1', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, PORT: 'not-a-port' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^Invalid PORT="not-a-port": /)]);
  });
});

describe('pipeline settings', () => {
  it('sizes the response cache in megabytes, 0 turning it off, and says when a number is not whole', () => {
    expect(loadConfig({}).responseCacheBytes).toBe(64 * 1024 * 1024);
    expect(loadConfig({ RESPONSE_CACHE_MB: '0' }).responseCacheBytes).toBe(0);
    expect(() => loadConfig({ RESPONSE_CACHE_MB: '1.5' })).toThrow(
      'Invalid RESPONSE_CACHE_MB="1.5": must be a whole number',
    );
  });

  it('draws pages in one thread beside the main one unless told how many, 0 drawing in the main thread', () => {
    expect(loadConfig({}).renderThreads).toBe(1);
    expect(loadConfig({ RENDER_THREADS: '0' }).renderThreads).toBe(0);
    expect(loadConfig({ RENDER_THREADS: '3' }).renderThreads).toBe(3);
    expect(() => loadConfig({ RENDER_THREADS: '-1' })).toThrow(
      'Invalid RENDER_THREADS="-1": must be 0 (draw pages in the main thread) or more',
    );
  });

  it('reads the operations settings: trusted proxies, metrics, Redis, the overload limit', () => {
    const config = loadConfig({
      TRUSTED_PROXIES: '10.0.0.0/8, 192.0.2.7,::1',
      METRICS_TOKEN: 'a-metrics-token-of-some-length',
      METRICS_PORT: '9464',
      REDIS_URL: 'redis://127.0.0.1:6379',
      OVERLOAD_LAG: '500ms',
    });
    expect(config.trustedProxies).toEqual(['10.0.0.0/8', '192.0.2.7', '::1']);
    expect(config.metricsPort).toBe(9464);
    expect(config.redisUrl).toBe('redis://127.0.0.1:6379');
    expect(config.overloadLagMs).toBe(500);
    expect(loadConfig({}).overloadLagMs).toBe(1000);
    expect(loadConfig({ OVERLOAD_LAG: 'off' }).overloadLagMs).toBeNull();
    expect(loadConfig({}).trustedProxies).toEqual([]);
  });

  it('reads INGEST_INTERVAL as a duration and keeps it off by default', () => {
    expect(loadConfig({}).ingestIntervalMs).toBeNull();
    expect(loadConfig({ INGEST_INTERVAL: '15m' }).ingestIntervalMs).toBe(900_000);
    expect(loadConfig({ INGEST_INTERVAL: '2h' }).ingestIntervalMs).toBe(7_200_000);
    expect(loadConfig({ INGEST_INTERVAL: 'off' }).ingestIntervalMs).toBeNull();
    expect(() => loadConfig({ INGEST_INTERVAL: 'often' })).toThrow(/INGEST_INTERVAL="often"/);
    expect(() => loadConfig({ INGEST_INTERVAL: '10s' })).toThrow(/at least 1m/);
  });

  it('reads SOURCE_DISABLE_AFTER_DAYS, 3 by default', () => {
    expect(loadConfig({}).sourceDisableAfterDays).toBe(3);
    expect(loadConfig({ SOURCE_DISABLE_AFTER_DAYS: '7' }).sourceDisableAfterDays).toBe(7);
    expect(() => loadConfig({ SOURCE_DISABLE_AFTER_DAYS: '0' })).toThrow(
      /SOURCE_DISABLE_AFTER_DAYS="0": must be at least 1/,
    );
  });

  it('hands the pipeline to workers with PIPELINE_WORKERS, on PostgreSQL only', () => {
    expect(loadConfig({}).pipelineOnWorkers).toBe(false);
    const url = 'postgres://u@localhost/tidings';
    expect(loadConfig({ PIPELINE_WORKERS: '1', DATABASE_URL: url }).pipelineOnWorkers).toBe(true);
    expect(loadConfig({ PIPELINE_WORKERS: '0', DATABASE_URL: url }).pipelineOnWorkers).toBe(false);
    expect(() => loadConfig({ PIPELINE_WORKERS: '1' })).toThrow(
      /PIPELINE_WORKERS="1": workers need DATABASE_URL/,
    );
    expect(() => loadConfig({ PIPELINE_WORKERS: 'yes', DATABASE_URL: url })).toThrow(
      /PIPELINE_WORKERS="yes"/,
    );
  });

  it('reads RETENTION_DAYS, 30 by default, and refuses fewer days than an item may be taken at', () => {
    expect(loadConfig({}).retentionDays).toBe(30);
    expect(loadConfig({ RETENTION_DAYS: '90' }).retentionDays).toBe(90);
    expect(() => loadConfig({ RETENTION_DAYS: '7' })).toThrow(/RETENTION_DAYS="7": must be at least 8/);
    expect(() => loadConfig({ RETENTION_DAYS: 'month' })).toThrow(/RETENTION_DAYS="month"/);
  });

  it('refuses private networks unless INGEST_ALLOW_PRIVATE_NETWORKS says otherwise', () => {
    expect(loadConfig({}).ingestAllowPrivateNetworks).toBe(false);
    expect(loadConfig({ INGEST_ALLOW_PRIVATE_NETWORKS: '1' }).ingestAllowPrivateNetworks).toBe(true);
    expect(() => loadConfig({ INGEST_ALLOW_PRIVATE_NETWORKS: 'yes' })).toThrow(
      /INGEST_ALLOW_PRIVATE_NETWORKS/,
    );
  });
});

describe('Web Push settings', () => {
  const publicKey = 'B'.repeat(87);
  const privateKey = 'k'.repeat(43);

  it('takes the VAPID pair from the environment, both or neither, and whom push services may write to', () => {
    expect(loadConfig({}).vapid).toEqual({ keys: null, subject: 'mailto:contact@tidings.example' });
    expect(
      loadConfig({
        VAPID_PUBLIC_KEY: publicKey,
        VAPID_PRIVATE_KEY: privateKey,
        VAPID_SUBJECT: 'https://tidings.example/contact',
      }).vapid,
    ).toEqual({ keys: { publicKey, privateKey }, subject: 'https://tidings.example/contact' });
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: publicKey })).toThrow(
      /VAPID_PRIVATE_KEY="": VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together/,
    );
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: privateKey })).toThrow(
      /VAPID_PUBLIC_KEY="short": must be a P-256 public key/,
    );
    expect(() => loadConfig({ VAPID_SUBJECT: 'http://tidings.example' })).toThrow(/VAPID_SUBJECT=/);
  });
});
