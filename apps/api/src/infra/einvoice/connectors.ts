// The platform connectors the API knows (docs/payments.md "The platform"), by the name
// EINVOICE_PLATFORM gives: a real platform's API is one new file implementing PlatformConnector
// (./connector.ts) and its line here.
import type { PlatformConnector } from './connector';
import { directoryConnector } from './directory';

export const platformConnectors = {
  directory: (settings: { dir: string }): PlatformConnector => directoryConnector(settings.dir),
} as const;

export type PlatformName = keyof typeof platformConnectors;
