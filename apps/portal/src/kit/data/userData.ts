// What the portal keeps of the signed-in user's data between screens: invoices, payments, cart,
// campaigns and quotes (spec §4). Logout and an expired session clear it all.

type Listener = () => void;

const entries = new Map<string, unknown>();
const listeners = new Set<Listener>();

export const userData = {
  get<T>(key: string): T | undefined {
    return entries.get(key) as T | undefined;
  },
  set<T>(key: string, value: T): void {
    entries.set(key, value);
    listeners.forEach((listener) => listener());
  },
  /** Spec §4: logout clears the user, invoices, payments, cart, campaigns and quotes. */
  clear(): void {
    entries.clear();
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get size(): number {
    return entries.size;
  },
};
