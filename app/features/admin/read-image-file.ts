import { ADMIN_TEXT } from './admin-texts.ts';

const ACCEPTED = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];
const MAX_BYTES = 5 * 1024 * 1024;

/** Reads a chosen picture as a data URL, after a first check of its type and size (the server decodes it). */
export function readImageFile(file: File): Promise<{ dataUrl: string } | { error: string }> {
  if (!ACCEPTED.includes(file.type)) return Promise.resolve({ error: ADMIN_TEXT.errors.imageType });
  if (file.size > MAX_BYTES) return Promise.resolve({ error: ADMIN_TEXT.errors.imageSize });
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve({ dataUrl: String(reader.result) });
    reader.onerror = () => resolve({ error: ADMIN_TEXT.errors.imageType });
    reader.readAsDataURL(file);
  });
}
