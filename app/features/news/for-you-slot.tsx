import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { ForYouProps } from './for-you.tsx';

const ForYou = lazy(() => import('./for-you.tsx').then((module) => ({ default: module.ForYou })));

/**
 * The row's code starts loading when its place is less than 600 px below the screen, so that it is there in
 * time, or anywhere above it: a reader who jumped past it (the End key, a link lower down) has reached it.
 */
const APPROACH_MARGIN = '100000px 0px 600px 0px';

/**
 * Where the "For you" row goes: its code loads when the reader scrolls near its place (below the first grid),
 * whoever the reader and whatever the device holds, so the first view carries none of it and loading it says
 * nothing about the history. An empty element until then, on the server as in the browser.
 */
export function ForYouSlot(props: ForYouProps) {
  const place = useRef<HTMLDivElement>(null);
  const [isNear, setNear] = useState(false);
  useEffect(() => {
    const element = place.current;
    if (!element || isNear) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: APPROACH_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear]);
  return (
    <div ref={place}>
      {isNear && (
        <Suspense fallback={null}>
          <ForYou {...props} />
        </Suspense>
      )}
    </div>
  );
}
