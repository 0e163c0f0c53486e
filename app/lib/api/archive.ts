import type { ArchiveDay } from '#common/contracts/archive.ts';
import type { Language } from '#common/languages.ts';
import { fetchJson } from './request.ts';

/** GET /api/archive: the days with articles readable in the edition's language, newest first. */
export function listArchiveDays(language: Language): Promise<ArchiveDay[]> {
  return fetchJson<ArchiveDay[]>(`/api/archive?${new URLSearchParams({ language })}`);
}
