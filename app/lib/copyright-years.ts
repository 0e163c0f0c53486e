/** The site's first year, where its copyright line starts. */
const FIRST_YEAR = 2025;

/** The years of the copyright line: "2025–2026" from the site's first year to this one, "2025" in its first. */
export function copyrightYears(now: Date): string {
  const year = now.getUTCFullYear();
  return year > FIRST_YEAR ? `${FIRST_YEAR}–${year}` : String(FIRST_YEAR);
}
