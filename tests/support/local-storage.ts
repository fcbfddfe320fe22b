/**
 * A tiny in-memory Storage for Node test environments (the machines project): the app's session
 * helpers read the bearer token from localStorage, which Node does not have.
 */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

const g = globalThis as { localStorage?: Storage };
// Node 22+ may expose its own (file-backed, warning) localStorage; keep one that simply works.
if (!g.localStorage || typeof g.localStorage.getItem !== 'function') {
  Object.defineProperty(globalThis, 'localStorage', {
    value: new MemoryStorage(),
    configurable: true,
    writable: true,
  });
}
