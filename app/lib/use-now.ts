import { useEffect, useState } from 'react';

/**
 * The time to measure "3 hours ago" from: the server's render time while hydrating (so both renders agree),
 * then the reader's clock, refreshed every minute.
 */
export function useNow(serverNow: string): Date {
  const [now, setNow] = useState(() => new Date(serverNow));
  useEffect(() => {
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
