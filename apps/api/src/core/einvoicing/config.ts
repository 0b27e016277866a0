// The approved e-invoicing platform (docs/payments.md "The platform"; apps/api/README.md
// "Configuration"): which connector deposits the documents and reports the payments, and where the
// embedded default, `directory`, drops them.
import path from 'node:path';
import { dataDirOf } from '../../infra/config/database';
import type { Env } from '../../infra/config/env';
import { platformConnectors } from '../../infra/einvoice/connectors';
import type { PlatformName } from '../../infra/einvoice/connectors';

export interface EinvoiceConfig {
  einvoice: { platform: PlatformName; dir: string };
}

export function readEinvoiceConfig(env: Env, problems: string[]): EinvoiceConfig {
  const platform = env.EINVOICE_PLATFORM || 'directory';
  if (!Object.hasOwn(platformConnectors, platform)) {
    problems.push(
      `EINVOICE_PLATFORM must be one of ${Object.keys(platformConnectors).join(', ')} (got '${platform}')`,
    );
  }
  return {
    einvoice: {
      platform: (Object.hasOwn(platformConnectors, platform)
        ? platform
        : 'directory') as PlatformName,
      dir: path.resolve(env.EINVOICE_DIR || path.join(dataDirOf(env), 'einvoices')),
    },
  };
}
