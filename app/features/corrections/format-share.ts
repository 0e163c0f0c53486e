/** A measured share (0..1) as a percentage in the reader's language, to one decimal: "97.3%", "97,3 %". */
export function formatShare(share: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(share);
}

/** A count in the reader's language ("1,204", "1.204"). */
export function formatCount(count: number, language: string): string {
  return new Intl.NumberFormat(language).format(count);
}
