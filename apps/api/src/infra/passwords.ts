// Every new password (registration, reset, change) passes here before it is hashed: the spec §5
// rule is checked by the schemas, the common-password check here (docs/security.md "Common
// passwords"), with the list @salon/domain ships as a plain file.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { isCommonPassword, parseCommonPasswords } from '@salon/domain';
import { fail } from './errors';
import { hashPassword } from './crypto';
import type { PasswordCost } from './config/security';

let commonPasswords: ReadonlySet<string> | undefined;

function loadCommonPasswords(): ReadonlySet<string> {
  commonPasswords ??= parseCommonPasswords(
    readFileSync(
      createRequire(import.meta.url).resolve('@salon/domain/common-passwords.txt'),
      'utf8',
    ),
  );
  return commonPasswords;
}

/** Refuses a common password (422, 2201 on `password`), then hashes it. */
export function hashNewPassword(password: string, cost: PasswordCost): Promise<string> {
  if (isCommonPassword(password, loadCommonPasswords())) {
    throw fail.field('password', 'validation.password_common');
  }
  return hashPassword(password, cost);
}
