// The signed-in user's data end here (spec §4 Session: 'Logout clears the user, invoices,
// payments, cart, campaigns and quotes'): the session machine's clearing step calls `clear()`,
// and what keeps such data (the server data's query client, docs/server-data.md) listens. This
// module is tiny on purpose: the login route loads it, not the query client.

type Listener = () => void;

const listeners = new Set<Listener>();

export const userData = {
  /** Spec §4: logout, a failed logout and an expired session clear all of the user's data. */
  clear(): void {
    listeners.forEach((listener) => listener());
  },
  onClear(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
