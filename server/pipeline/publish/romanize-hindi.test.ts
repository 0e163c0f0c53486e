import { describe, expect, it } from 'vitest';
import { romanizeHindi } from './romanize-hindi.ts';

describe('romanizeHindi', () => {
  it.each([
    ['भारत', 'bharat'],
    ['शहर', 'shahar'],
    ['कमल', 'kamal'],
    ['समझना', 'samajhna'],
    ['पेयजल', 'peyjal'],
    ['बंदरगाह', 'bandargah'],
    ['मंत्री', 'mantri'],
    ['युद्ध', 'yuddha'],
    ['सूर्य', 'surya'],
    ['धर्म', 'dharm'],
    ['राष्ट्रपति', 'rashtrapati'],
    ['प्रधानमंत्री', 'pradhanmantri'],
    ['ज़मीन', 'zamin'],
    ['फ़ैसला', 'faisla'],
    ['सड़क', 'sadak'],
    ['पाँच', 'panch'],
    ['अंतरिक्ष', 'antariksha'],
    ['उत्तर प्रदेश', 'uttar pradesh'],
  ])('writes %s as %s', (hindi, latin) => {
    expect(romanizeHindi(hindi)).toBe(latin);
  });

  it('leaves other scripts, digits and punctuation as they are, and reads Devanagari digits', () => {
    expect(romanizeHindi('दिल्ली में पारा 49 डिग्री, Delhi!')).toBe('dilli men para 49 digri, Delhi!');
    expect(romanizeHindi('२०२६ का बजट। नया')).toBe('2026 ka bajat  naya');
  });
});
