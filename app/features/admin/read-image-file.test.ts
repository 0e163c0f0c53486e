// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { makePng } from '#tests/helpers/factories.ts';
import { ADMIN_TEXT } from './admin-texts.ts';
import { readImageFile } from './read-image-file.ts';

describe('readImageFile', () => {
  it('reads a PNG as a data URL', async () => {
    const file = new File([new Uint8Array(await makePng(8, 8))], 'photo.png', { type: 'image/png' });
    const result = await readImageFile(file);
    expect('dataUrl' in result && result.dataUrl).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
  });

  it('refuses a file that is not a picture, whatever its name and declared type say', async () => {
    for (const file of [
      new File(['Minutes of the meeting'], 'notes.png', { type: 'image/png' }),
      new File(['<svg xmlns="http://www.w3.org/2000/svg"></svg>'], 'logo.gif', { type: 'image/gif' }),
      new File(['%PDF-1.7'], 'report.pdf', { type: 'application/pdf' }),
    ]) {
      expect(await readImageFile(file), file.name).toEqual({ error: ADMIN_TEXT.errors.imageType });
    }
  });

  it('refuses a picture over 5 MB', async () => {
    const png = new Uint8Array(await makePng(8, 8));
    const file = new File([png, new Uint8Array(5 * 1024 * 1024)], 'huge.png', { type: 'image/png' });
    expect(await readImageFile(file)).toEqual({ error: ADMIN_TEXT.errors.imageSize });
  });
});
