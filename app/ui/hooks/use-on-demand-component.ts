import {useCallback, useEffect, useRef, useState, type ComponentType} from 'react';

/**
 * A component whose code loads on first use rather than with the page: `load()`
 * starts the import (once), and the component is returned once it has arrived,
 * null before. Callers render it only when loaded (no Suspense), so a navigation
 * never waits on it; their no-JS fallbacks stay server-rendered as before.
 */
export function useOnDemandComponent<Props>(
  importer: () => Promise<{default: ComponentType<Props>}>,
): [ComponentType<Props> | null, () => void] {
  const [Loaded, setLoaded] = useState<ComponentType<Props> | null>(null);
  const started = useRef(false);
  const mounted = useRef(true);
  const importerRef = useRef(importer);
  importerRef.current = importer;
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const load = useCallback(() => {
    if (started.current) return;
    started.current = true;
    void importerRef.current().then(
      (module) => {
        if (mounted.current) setLoaded(() => module.default);
      },
      (error: unknown) => {
        // A failed chunk may load on the next try; the rejection still reaches the page's chunk-reload handler.
        started.current = false;
        throw error;
      },
    );
  }, []);
  return [Loaded, load];
}
