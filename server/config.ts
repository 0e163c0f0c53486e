import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { SiteSettingsSchema, type SiteSettings } from '#common/contracts/site-settings.ts';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/** A whole number from the environment, with one clear line when it is not one ("abc", "1.5"). */
const wholeNumber = () => z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number');

const EnvSchema = z.object({
  PORT: z.preprocess(emptyAsUndefined, wholeNumber().min(1).max(65535).default(3000)),
  HOST: z.preprocess(emptyAsUndefined, z.string().min(1).default('0.0.0.0')),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().min(1).default('./data')),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  ADMIN_PASSWORD: z.preprocess(
    emptyAsUndefined,
    z.string().min(12, 'must be at least 12 characters').optional(),
  ),
  SITE_NAME: z.preprocess(emptyAsUndefined, z.string().min(1).max(60).default('Tidings')),
  SITE_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
  CONTACT_EMAIL: z.preprocess(emptyAsUndefined, z.email().default('contact@tidings.example')),
  ANALYTICS_PROVIDER: z.preprocess(emptyAsUndefined, z.enum(['plausible', 'google']).optional()),
  ANALYTICS_ID: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[\w.-]{1,100}$/, 'must be a site domain or measurement id')
      .optional(),
  ),
  ANALYTICS_SCRIPT_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https$/ }).optional()),
  // The operator's facts (About statements, contact details, social links) as one JSON object; each key it
  // names is fixed over the admin's value (common/contracts/site-settings.ts).
  SITE_SETTINGS: z.preprocess(emptyAsUndefined, z.string().max(10_000).optional()),
  LOG_LEVEL: z.preprocess(emptyAsUndefined, z.enum(LOG_LEVELS).default('info')),
  INGEST_INTERVAL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^(off|\d+\s*[smhd])$/i, 'must be a duration such as 15m, 1h or 90s, or off')
      .optional(),
  ),
  INGEST_ALLOW_PRIVATE_NETWORKS: z.preprocess(
    emptyAsUndefined,
    z.enum(['0', '1', 'true', 'false']).optional(),
  ),
  SOURCE_DISABLE_AFTER_DAYS: z.preprocess(
    emptyAsUndefined,
    wholeNumber().min(1, 'must be at least 1 (day)').max(365).default(3),
  ),
  PIPELINE_WORKERS: z.preprocess(emptyAsUndefined, z.enum(['0', '1', 'true', 'false']).optional()),
  AI_BASE_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
  AI_API_KEY: z.preprocess(emptyAsUndefined, z.string().max(500).optional()),
  AI_MODEL: z.preprocess(emptyAsUndefined, z.string().min(1).max(200).optional()),
  AI_TRANSLATION_MODEL: z.preprocess(emptyAsUndefined, z.string().min(1).max(200).optional()),
  // Feed items not in a story, held items, pass records and job history older than this many days are
  // deleted; stories and their source lists stay. Past the 7 days an item may be old and still taken.
  RETENTION_DAYS: z.preprocess(
    emptyAsUndefined,
    wholeNumber().min(8, 'must be at least 8 (days)').max(3650).default(30),
  ),
  AI_MAX_REQUESTS_PER_PASS: z.preprocess(
    emptyAsUndefined,
    wholeNumber().min(1, 'must be at least 1').max(1_000_000).default(2000),
  ),
  AI_TIMEOUT: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^\d+\s*[sm]$/i, 'must be a duration such as 90s or 3m')
      .default('120s'),
  ),
  RESPONSE_CACHE_MB: z.preprocess(
    emptyAsUndefined,
    wholeNumber().min(0, 'must be 0 (off) or more').max(16_384).default(64),
  ),
  RENDER_THREADS: z.preprocess(
    emptyAsUndefined,
    wholeNumber().min(0, 'must be 0 (draw pages in the main thread) or more').max(64).default(1),
  ),
  NODE_ENV: z.preprocess(
    emptyAsUndefined,
    z.enum(['development', 'production', 'test']).default('development'),
  ),
  TRUSTED_PROXIES: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine(
        (v) => v.split(',').every((entry) => isAddressOrSubnet(entry.trim())),
        'must be a comma-separated list of IP addresses or subnets, such as 10.0.0.1,192.168.0.0/16',
      )
      .optional(),
  ),
  METRICS_TOKEN: z.preprocess(
    emptyAsUndefined,
    z.string().min(16, 'must be at least 16 characters').max(200).optional(),
  ),
  METRICS_PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(65535).optional()),
  REDIS_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^rediss?$/ }).optional()),
  // Web Push's application server keys (base64url, as web-push generates them), set together; without them a
  // pair is generated into DATA_DIR on first use. Several servers sharing one database need the same pair.
  VAPID_PUBLIC_KEY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a P-256 public key in base64url (87 characters)')
      .optional(),
  ),
  VAPID_PRIVATE_KEY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a P-256 private key in base64url (43 characters)')
      .optional(),
  ),
  VAPID_SUBJECT: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: address or an https: URL')
      .max(300)
      .optional(),
  ),
  OVERLOAD_LAG: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^(off|\d+\s*(ms|s))$/i, 'must be a duration such as 500ms or 2s, or off')
      .default('1s'),
  ),
});

/** An IPv4 or IPv6 address, or one with a /prefix. */
function isAddressOrSubnet(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = net.isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

/** Where a configured analytics provider's script comes from and which hosts it talks to. */
export interface AnalyticsConfig {
  provider: 'plausible' | 'google';
  id: string;
  scriptUrl: string;
  /** Origins the security policy must allow for scripts and connections. */
  origins: string[];
}

const ANALYTICS_DEFAULTS = {
  plausible: { script: () => 'https://plausible.io/js/script.js', connect: [] as string[] },
  google: {
    script: (id: string) => `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`,
    connect: ['https://www.google-analytics.com', 'https://region1.google-analytics.com'],
  },
};

/** The validated settings of one process. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  adminPassword: string | undefined;
  siteName: string;
  /** Public origin of the site without a trailing slash, e.g. https://tidings.example. */
  siteUrl: string;
  /** Where readers can write; shown in the footer and on the contact page. */
  contactEmail: string;
  /** A third-party analytics script, loaded only when configured. */
  analytics: AnalyticsConfig | null;
  /** The site settings SITE_SETTINGS fixes: they win over what the admin stored, and the admin cannot change them. */
  siteSettings: SiteSettings;
  logLevel: (typeof LOG_LEVELS)[number];
  isProduction: boolean;
  /**
   * INGEST_INTERVAL: sources are read on their own schedules (learned from their feeds), and a source with no
   * history yet every this many milliseconds; null when off (the default): no reading on a schedule.
   */
  ingestIntervalMs: number | null;
  /** A source failing this many days with no success is disabled with its reason. */
  sourceDisableAfterDays: number;
  /**
   * PIPELINE_WORKERS: `npm run worker` processes do the pipeline's work (PostgreSQL), so the web process runs
   * no schedule and hands what editors ask for to them.
   */
  pipelineOnWorkers: boolean;
  /** Days after which what only the pipeline needed is pruned (RETENTION_DAYS). */
  retentionDays: number;
  /** Lets the pipeline fetch from loopback and private addresses (tests, intranets); off by default. */
  ingestAllowPrivateNetworks: boolean;
  /** The language model that writes and translates; null when none is configured (extractive summaries). */
  ai: AiConfig | null;
  /** Bytes of rendered pages and API answers kept in memory; 0 turns the cache off. */
  responseCacheBytes: number;
  /** Threads that draw pages beside the main thread, which keeps HTTP and the database; 0 draws in it. */
  renderThreads: number;
  /** Proxies whose X-Forwarded-For and X-Forwarded-Proto are believed (addresses or subnets). */
  trustedProxies: string[];
  /** Bearer token for /metrics on the site's port; without it (and without metricsPort) /metrics is off. */
  metricsToken: string | undefined;
  /** A port of its own serving /metrics without a token (keep it off the public network). */
  metricsPort: number | undefined;
  /** Redis, for what several server processes must share (rate limits). */
  redisUrl: string | undefined;
  /** Event-loop lag past which requests are refused at once with 503; null when off. */
  overloadLagMs: number | null;
  /** Web Push: the keys from the environment (else generated into DATA_DIR), and whom push services may contact. */
  vapid: { keys: VapidKeys | null; subject: string };
}

/** A Web Push application server's key pair (VAPID), base64url. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** An OpenAI-compatible Chat Completions endpoint: a hosted API or a local server (Ollama, vLLM, llama.cpp). */
export interface AiConfig {
  baseUrl: string;
  /** Local servers need none. */
  apiKey: string | undefined;
  model: string;
  /** The model for translations; the writing model when unset. */
  translationModel: string;
  /** Requests one pass (or one `npm run translate`) may make at most, retries included. */
  maxRequestsPerPass: number;
  timeoutMs: number;
}

const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** "15m" -> 900000; "off" -> null. */
function parseInterval(value: string | undefined): number | null {
  if (!value || value.toLowerCase() === 'off') return null;
  const match = /^(\d+)\s*([smhd])$/i.exec(value)!;
  return Number(match[1]) * UNIT_MS[match[2]!.toLowerCase() as keyof typeof UNIT_MS];
}

/** "500ms" -> 500, "2s" -> 2000, "off" -> null. */
function parseLag(value: string): number | null {
  if (value.toLowerCase() === 'off') return null;
  const match = /^(\d+)\s*(ms|s)$/i.exec(value)!;
  return Number(match[1]) * (match[2]!.toLowerCase() === 's' ? 1000 : 1);
}

/** Thrown when an environment variable has a bad value; its message is the one line to print. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** SITE_SETTINGS: a JSON object of site settings, checked as the admin's are; unset: none fixed. */
function parseSiteSettings(value: string | undefined): SiteSettings {
  if (value === undefined) return {};
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    throw new ConfigError('Invalid SITE_SETTINGS: must be a JSON object, such as {"phone":"+1 555 0100"}');
  }
  const parsed = SiteSettingsSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')} ` : '';
    throw new ConfigError(`Invalid SITE_SETTINGS: ${where}${issue?.message ?? 'bad value'}`);
  }
  return parsed.data;
}

/** Parses the environment once; the only reader of process.env in the project. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(
      `Invalid ${name}=${JSON.stringify(env[name] ?? '')}: ${issue?.message ?? 'bad value'}`,
    );
  }
  const e = parsed.data;
  if (e.ANALYTICS_PROVIDER && !e.ANALYTICS_ID) {
    throw new ConfigError('Invalid ANALYTICS_ID="": required when ANALYTICS_PROVIDER is set');
  }
  let analytics: AnalyticsConfig | null = null;
  if (e.ANALYTICS_PROVIDER && e.ANALYTICS_ID) {
    const defaults = ANALYTICS_DEFAULTS[e.ANALYTICS_PROVIDER];
    const scriptUrl = e.ANALYTICS_SCRIPT_URL ?? defaults.script(e.ANALYTICS_ID);
    analytics = {
      provider: e.ANALYTICS_PROVIDER,
      id: e.ANALYTICS_ID,
      scriptUrl,
      origins: [...new Set([new URL(scriptUrl).origin, ...defaults.connect])],
    };
  }
  const ingestIntervalMs = parseInterval(e.INGEST_INTERVAL);
  if (ingestIntervalMs !== null && ingestIntervalMs < 60_000) {
    throw new ConfigError(
      `Invalid INGEST_INTERVAL=${JSON.stringify(e.INGEST_INTERVAL)}: must be at least 1m`,
    );
  }
  const pipelineOnWorkers = e.PIPELINE_WORKERS === '1' || e.PIPELINE_WORKERS === 'true';
  if (pipelineOnWorkers && !e.DATABASE_URL) {
    throw new ConfigError(
      `Invalid PIPELINE_WORKERS=${JSON.stringify(e.PIPELINE_WORKERS)}: workers need DATABASE_URL (PostgreSQL)`,
    );
  }
  const siteUrl = (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  if (Boolean(e.AI_BASE_URL) !== Boolean(e.AI_MODEL)) {
    const missing = e.AI_BASE_URL ? 'AI_MODEL' : 'AI_BASE_URL';
    throw new ConfigError(`Invalid ${missing}="": AI_BASE_URL and AI_MODEL are set together`);
  }
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    const missing = e.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY';
    throw new ConfigError(`Invalid ${missing}="": VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together`);
  }
  const ai: AiConfig | null =
    e.AI_BASE_URL && e.AI_MODEL
      ? {
          baseUrl: e.AI_BASE_URL.replace(/\/+$/, ''),
          apiKey: e.AI_API_KEY,
          model: e.AI_MODEL,
          translationModel: e.AI_TRANSLATION_MODEL ?? e.AI_MODEL,
          maxRequestsPerPass: e.AI_MAX_REQUESTS_PER_PASS,
          timeoutMs: parseInterval(e.AI_TIMEOUT)!,
        }
      : null;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    adminPassword: e.ADMIN_PASSWORD,
    siteName: e.SITE_NAME,
    siteUrl,
    contactEmail: e.CONTACT_EMAIL,
    analytics,
    siteSettings: parseSiteSettings(e.SITE_SETTINGS),
    logLevel: e.LOG_LEVEL,
    isProduction: e.NODE_ENV === 'production',
    ingestIntervalMs,
    sourceDisableAfterDays: e.SOURCE_DISABLE_AFTER_DAYS,
    pipelineOnWorkers,
    retentionDays: e.RETENTION_DAYS,
    ingestAllowPrivateNetworks:
      e.INGEST_ALLOW_PRIVATE_NETWORKS === '1' || e.INGEST_ALLOW_PRIVATE_NETWORKS === 'true',
    ai,
    responseCacheBytes: e.RESPONSE_CACHE_MB * 1024 * 1024,
    renderThreads: e.RENDER_THREADS,
    trustedProxies: e.TRUSTED_PROXIES ? e.TRUSTED_PROXIES.split(',').map((entry) => entry.trim()) : [],
    metricsToken: e.METRICS_TOKEN,
    metricsPort: e.METRICS_PORT,
    redisUrl: e.REDIS_URL,
    overloadLagMs: parseLag(e.OVERLOAD_LAG),
    vapid: {
      keys:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : null,
      subject: e.VAPID_SUBJECT ?? `mailto:${e.CONTACT_EMAIL}`,
    },
  };
}
