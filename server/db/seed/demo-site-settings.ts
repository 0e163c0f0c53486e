import type { SiteSettings } from '#common/contracts/site-settings.ts';

/**
 * The demo edition's site settings: the spec's statements and the contact page's placeholders, so a new
 * install shows the spec's About and contact pages. An operator replaces or removes them at /admin/settings.
 * The address and hours are written in each of the site's languages, as the contact page once had them.
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
  address: {
    en: '100 Example Street, Suite 200, New York, NY 10001, USA',
    ko: '미국 뉴욕주 뉴욕시 이그잼플 스트리트 100, 200호 (우편번호 10001)',
    ja: 'アメリカ合衆国 ニューヨーク州ニューヨーク市 エグザンプル・ストリート100 スイート200（郵便番号：10001）',
    es: '100 Example Street, Suite 200, Nueva York, NY 10001, Estados Unidos',
    de: '100 Example Street, Suite 200, New York, NY 10001, Vereinigte Staaten',
    fr: '100 Example Street, Suite 200, New York, NY 10001, États-Unis',
    id: '100 Example Street, Suite 200, New York, NY 10001, Amerika Serikat',
    hi: '100 एग्ज़ाम्पल स्ट्रीट, सुइट 200, न्यूयॉर्क, NY 10001, अमेरिका',
    vi: '100 Example Street, Suite 200, New York, NY 10001, Hoa Kỳ',
    pt: '100 Example Street, Suite 200, New York, NY 10001, EUA',
    tr: '100 Example Street, Suite 200, New York, NY 10001, ABD',
  },
  hours: {
    en: 'Monday to Friday, 9 AM to 6 PM EST',
    ko: '월~금요일 오전 9시~오후 6시(미국 동부 표준시, EST)',
    ja: '月曜〜金曜 9:00〜18:00（米国東部標準時）',
    es: 'De lunes a viernes, de 9:00 a 18:00, hora del Este (EST)',
    de: 'Montag bis Freitag, 9:00 bis 18:00 Uhr (US-Ostküstenzeit, EST)',
    fr: 'Du lundi au vendredi, de 9 h à 18 h (heure de l’Est, EST)',
    id: 'Senin–Jumat, pukul 09.00–18.00 EST',
    hi: 'सोमवार से शुक्रवार, सुबह 9 बजे से शाम 6 बजे तक (अमेरिकी पूर्वी समय, EST)',
    vi: 'Thứ Hai đến Thứ Sáu, 9:00–18:00 (giờ EST)',
    pt: 'De segunda a sexta, das 9h às 18h (EST)',
    tr: 'Pazartesi–Cuma, 09.00–18.00 (EST)',
  },
};
