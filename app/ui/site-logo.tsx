/** The Tidings mark: three waves in a rounded square. */
export function SiteLogo({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#1d4ed8" />
      <path
        d="M6 12c3-3 6-3 10 0s7 3 10 0M6 17c3-3 6-3 10 0s7 3 10 0M6 22c3-3 6-3 10 0s7 3 10 0"
        fill="none"
        stroke="#fff"
        strokeWidth="2.2"
        strokeLinecap="round"
      />
    </svg>
  );
}
