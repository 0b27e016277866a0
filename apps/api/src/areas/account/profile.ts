// The signed-in user's own profile (spec §3, §7 'With the user token'): read it, change the
// fields the role may change, change the password.
import { contactUpdateFields } from '@salon/domain';
import type { ContactUpdate } from '@salon/domain';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { loadUser, readUser, revokeUserSessions } from '../../core/users';
import { verifyPassword } from '../../infra/crypto';
import type { UserRow } from '../../infra/db/rows';
import { users } from '../../infra/db/schema';
import { fail } from '../../infra/errors';
import { hashNewPassword } from '../../infra/passwords';

export async function me(ctx: AppContext, user: UserRow) {
  return readUser(ctx, user);
}

/**
 * PUT via POST /me (spec §3, §7): each role changes its own fields only (`contactUpdateFields`:
 * exhibitors mobile and fonction, spec §2; visitors phone, mobile, salutation); the others are
 * ignored. An empty text clears the field.
 */
export async function updateMe(ctx: AppContext, user: UserRow, input: ContactUpdate) {
  const allowed: readonly string[] =
    contactUpdateFields[user.role as 'exposant' | 'visiteur'] ?? [];
  const changes: Partial<typeof users.$inferInsert> = {};
  if (allowed.includes('phone') && input.phone !== undefined) changes.phone = input.phone || null;
  if (allowed.includes('mobile') && input.mobile !== undefined)
    changes.mobile = input.mobile || null;
  if (allowed.includes('fonction') && input.fonction !== undefined)
    changes.fonction = input.fonction || null;
  if (allowed.includes('salutation') && input.salutation !== undefined)
    changes.salutation = input.salutation;
  return ctx.db.tx(async (tx) => {
    const [updated] =
      Object.keys(changes).length > 0
        ? await tx
            .update(users)
            .set({ ...changes, updatedAt: ctx.now() })
            .where(eq(users.id, user.id))
            .returning()
        : await tx.select().from(users).where(eq(users.id, user.id));
    return loadUser(tx, updated!);
  });
}

/**
 * PUT via POST /me/password (spec §3): the old password must be right (2201 on `oldpassword`,
 * 'The password is not correct'); the user's other sessions end.
 */
export async function changePassword(
  ctx: AppContext,
  user: UserRow,
  familyId: string | null,
  input: { oldpassword: string; password: string },
) {
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, input.oldpassword))) {
    throw fail.field('oldpassword', 'error.password_incorrect');
  }
  const passwordHash = await hashNewPassword(input.password, ctx.config.argon2);
  await ctx.db.tx(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: ctx.now() }).where(eq(users.id, user.id));
    await revokeUserSessions(tx, user.id, ctx.now(), familyId);
  });
  return { success: true as const };
}
