// Whether an element is (at least partly) on screen, so tiles scrolled away close their
// streams. Without IntersectionObserver everything counts as in view.
import { useEffect, useState } from 'react';

export function useInView(element: Element | null): boolean {
  const [inView, setInView] = useState(true);
  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        const last = entries[entries.length - 1];
        if (last) setInView(last.isIntersecting);
      },
      { rootMargin: '100px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return inView;
}
