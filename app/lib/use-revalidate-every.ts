import { useEffect } from 'react';
import { useRevalidator } from 'react-router';

/**
 * While `isActive` (a pass or a translation running), the router reads the screen again every `ms`, quietly:
 * what is shown stays until the new data is there.
 */
export function useRevalidateEvery(ms: number, isActive: boolean): void {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (!isActive) return;
    const timer = setInterval(() => void revalidate(), ms);
    return () => clearInterval(timer);
  }, [ms, isActive, revalidate]);
}
