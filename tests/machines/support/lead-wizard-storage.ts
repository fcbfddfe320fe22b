/**
 * The machines project runs in Node without localStorage; the app's session helpers read the
 * bearer token from it. A small in-memory Storage is the injected token source for these tests;
 * importing this module installs it.
 */
export function installMemoryStorage(): void {
  if (typeof globalThis.localStorage !== 'undefined') return;
  const data = new Map<string, string>();
  const storage = {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k: string) => data.get(k) ?? null,
    key: (i: number) => [...data.keys()][i] ?? null,
    removeItem: (k: string) => void data.delete(k),
    setItem: (k: string, v: string) => void data.set(k, String(v)),
  };
  Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
}

installMemoryStorage();
