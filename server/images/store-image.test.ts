import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds } from '#tests/helpers/test-database.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { addMediumVariant } from './add-medium-variant.ts';
import { readImageVariant } from './read-image-variant.ts';
import { storeImage } from './store-image.ts';

describe.each(testDatabaseKinds())('a stored image on %s', (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(async () => handle.close());

  it('gives back every variant byte for byte (stored as base64 the database decodes)', async () => {
    // Every byte value, a zero byte first and last, and lengths that do and do not fill base64's groups of three.
    const everyByte = Buffer.from(Array.from({ length: 256 }, (_, i) => (i + 1) % 256));
    const bytesOf = {
      small: Buffer.concat([Buffer.from([0]), everyByte, Buffer.from([0])]),
      medium: crypto.randomBytes(14_587),
      social: crypto.randomBytes(23_269),
      large: crypto.randomBytes(23_270),
    };
    const imageId = await storeImage(
      handle.db,
      {
        sha256: 'a'.repeat(64),
        sourceFormat: 'svg',
        width: 1200,
        height: 630,
        variants: Object.entries(bytesOf).map(([variant, bytes]) => ({
          variant: variant as keyof typeof bytesOf,
          format: 'webp' as const,
          width: 1200,
          height: 630,
          bytes,
        })),
      },
      'generated',
    );
    for (const [variant, bytes] of Object.entries(bytesOf)) {
      const stored = await readImageVariant(handle.db, imageId, variant as keyof typeof bytesOf);
      expect(stored?.bytes.equals(bytes), variant).toBe(true);
    }
    // Its medium size is there: nothing to draw (the large one's bytes are not a picture, so drawing would fail).
    expect(await addMediumVariant(handle.db, imageId)).toBe(false);
  });
});
