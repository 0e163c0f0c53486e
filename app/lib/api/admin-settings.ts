import type { AdminSiteSettings, SiteSettings } from '#common/contracts/site-settings.ts';
import { fetchJson } from './request.ts';

/** GET /api/admin/settings: the stored site settings, and those the environment fixes. */
export function getSiteSettings(): Promise<AdminSiteSettings> {
  return fetchJson<AdminSiteSettings>('/api/admin/settings');
}

/** PUT /api/admin/settings: replaces the stored settings; a setting left out is removed. */
export function saveSiteSettings(settings: SiteSettings): Promise<AdminSiteSettings> {
  return fetchJson<AdminSiteSettings>('/api/admin/settings', {
    method: 'PUT',
    body: JSON.stringify(settings),
  });
}
