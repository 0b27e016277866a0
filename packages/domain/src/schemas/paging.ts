// Lists that can grow without bound page with a keyset cursor (docs/api.md "Paging"): the operator
// overview's lists, a company's invoices over the years (spec §2 pro/invoices), the unmatched bank
// entries. A page is asked with `?cursor=&limit=`; the cursor is opaque to the caller (the server
// writes the last row's sort key and id in it), the limit has a default and a maximum.
import { z } from 'zod/mini';

/** The rows of a page when the caller names no `limit`. */
export const DEFAULT_PAGE_LIMIT = 50;
/** The most rows a page holds, whatever the caller asks. */
export const MAX_PAGE_LIMIT = 200;

/**
 * The response header that carries the next page's cursor where the body stays an array (GET
 * /me/invoices, spec §7 'list'): absent on the last page. The API exposes it to CORS callers.
 */
export const NEXT_CURSOR_HEADER = 'salon-next-cursor';

/** A cursor as the wire carries it: base64url, at most 512 characters. */
export const cursorSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,512}$/));

/** `limit`, a query parameter: a whole number from 1 to MAX_PAGE_LIMIT, written in decimal. */
export const pageLimitSchema = z.pipe(
  z.string().check(z.regex(/^(?:[1-9]|[1-9][0-9]|1[0-9]{2}|200)$/)),
  z.transform((value: string) => Number(value)),
);

/** The query of a paged call: where to start (none: the first page) and how many rows. */
export const pageQuerySchema = z.object({
  cursor: z.optional(cursorSchema),
  limit: z.optional(pageLimitSchema),
});
export type PageQuery = z.input<typeof pageQuerySchema>;

/** The first page only: how many rows (a summary that answers several lists at once). */
export const firstPageQuerySchema = z.object({ limit: z.optional(pageLimitSchema) });

/** A total of rows. */
export const totalSchema = z.number().check(z.int(), z.nonnegative());

/** One page of a list: its rows, how many the whole list holds, the next page's cursor or null. */
export const pageOf = <Item extends z.ZodMiniType>(item: Item) =>
  z.object({ items: z.array(item), total: totalSchema, next: z.nullable(cursorSchema) });
