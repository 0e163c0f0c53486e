import type { SiteSettings } from '#common/contracts/site-settings.ts';

/**
 * The demo edition's site settings: the spec's statements and the contact page's placeholders, so a new
 * install shows the spec's About and contact pages. An operator replaces or removes them at /admin/settings.
 * The spec's social links are placeholders that lead nowhere (`#`); a link to nowhere is not stored, so the
 * demo's footer has none until an operator gives a real address.
 */
export const DEMO_SITE_SETTINGS: SiteSettings = {
  audience: '50M+',
  readerCountries: '180+',
  contributorCountries: '50+',
  yearsOfExperience: '7+',
  accuracyClaim: '98%',
  uptimeClaim: '99.9%',
  phone: '+1 (555) 010-0199',
  address: '100 Example Street, Suite 200, New York, NY 10001, USA',
  hours: 'Monday to Friday, 9 AM to 6 PM EST',
};
