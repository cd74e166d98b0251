import { useCallback, useSyncExternalStore } from "react";

/**
 * A module the page loads on first use (a hover, a focus, a click), shared by every component that
 * asks for the same loader: `const [menu, load] = useLazyModule(loadMenu)`. `menu` is undefined
 * until the chunk has arrived, then every user re-renders with it. Nothing is fetched until `load`
 * is called, so the module stays out of the page's first load (scripts/check-budgets.mjs).
 */
type Loader<Module> = () => Promise<Module>;

interface Entry<Module> {
  module?: Module;
  promise?: Promise<Module>;
  listeners: Set<() => void>;
}

const entries = new WeakMap<Loader<unknown>, Entry<unknown>>();

function entryFor<Module>(loader: Loader<Module>): Entry<Module> {
  let entry = entries.get(loader) as Entry<Module> | undefined;
  if (!entry) {
    entry = { listeners: new Set() };
    entries.set(loader, entry as Entry<unknown>);
  }
  return entry;
}

/** Starts loading (once) and resolves with the module. */
export function loadModule<Module>(loader: Loader<Module>): Promise<Module> {
  const entry = entryFor(loader);
  entry.promise ??= loader().then(
    (module) => {
      entry.module = module;
      for (const listener of entry.listeners) listener();
      return module;
    },
    (error: unknown) => {
      // A failed download (offline) may be retried by the next interaction.
      entry.promise = undefined;
      throw error;
    },
  );
  return entry.promise;
}

export function useLazyModule<Module>(loader: Loader<Module>): [Module | undefined, () => void] {
  const entry = entryFor(loader);
  const module = useSyncExternalStore(
    (listener) => {
      entry.listeners.add(listener);
      return () => entry.listeners.delete(listener);
    },
    () => entry.module,
    () => undefined,
  );
  const load = useCallback(() => {
    loadModule(loader).catch(() => {});
  }, [loader]);
  return [module, load];
}
