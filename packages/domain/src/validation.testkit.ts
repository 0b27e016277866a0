// Helpers shared by the validation tests (spec §5).
import type { z } from 'zod/mini';

/** The message keys of a failed parse, in order; [] when it passed. */
export function messagesOf(schema: z.ZodMiniType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

export function accepts(schema: z.ZodMiniType, value: unknown): boolean {
  return schema.safeParse(value).success;
}
