// A widget holds a live feed while it is mounted; the models share it with every other widget
// that shows the same stream.
import { useEffect, useRef } from 'react';
import type { FeedHandle } from '../models/ref-count';

/**
 * Holds the feed `acquire` returns while the component is mounted, and takes a new one when
 * `key` (what identifies the feed: symbol, precision…) changes. The latest `acquire` is kept
 * in a ref, so a new closure on each render does not release and take the feed again.
 */
export function useAcquire(acquire: () => FeedHandle, key: string): void {
  const acquireRef = useRef(acquire);
  useEffect(() => {
    acquireRef.current = acquire;
  });
  useEffect(() => {
    const handle = acquireRef.current();
    return () => handle.release();
  }, [key]);
}
