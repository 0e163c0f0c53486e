import type { ApiApp, AppDeps } from '../http/app-env.ts';
import { createAdminRoute, jsonResponse } from '../http/openapi-helpers.ts';
import { AdminSiteSettingsSchema, SiteSettingsSchema } from '#common/contracts/site-settings.ts';
import { readStoredSettings, saveSiteSettings } from './site-settings.ts';

const getRoute = createAdminRoute({
  method: 'get',
  path: '/api/admin/settings',
  operationId: 'getSiteSettings',
  tags: ['Admin'],
  summary: "The site's stated facts: as stored, and those the environment fixes (admin)",
  responses: { 200: jsonResponse(AdminSiteSettingsSchema, 'The settings') },
});

const putRoute = createAdminRoute({
  method: 'put',
  path: '/api/admin/settings',
  operationId: 'saveSiteSettings',
  tags: ['Admin'],
  summary: 'Replace the stored site settings; a key left out is removed (admin)',
  request: {
    body: { content: { 'application/json': { schema: SiteSettingsSchema } }, required: true },
  },
  responses: { 200: jsonResponse(AdminSiteSettingsSchema, 'The settings as saved') },
});

/** Registers GET and PUT /api/admin/settings (admin only). */
export function registerSettingsRoutes(app: ApiApp, deps: AppDeps): void {
  const fixedByEnvironment = deps.config.siteSettings;
  app.openapi(getRoute, async (c) =>
    c.json({ stored: await readStoredSettings(deps.db), fixedByEnvironment }, 200),
  );
  app.openapi(putRoute, async (c) => {
    const stored = await saveSiteSettings(deps.db, c.req.valid('json'));
    return c.json({ stored, fixedByEnvironment }, 200);
  });
}
