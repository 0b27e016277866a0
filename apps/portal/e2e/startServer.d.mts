// Types of startServer.mjs, for the TypeScript specs that start a server of their own (a clock set
// by configuration, docs/payments.md "The clock in tests").
export function startE2eServer(options: {
  port: number;
  timeoutMs?: number;
  /** The server's own settings: `CLOCK_START`, `E2E_DATA_DIR` (server.mjs). */
  env?: Record<string, string>;
}): Promise<{ baseUrl: string; stop: () => Promise<void> }>;
