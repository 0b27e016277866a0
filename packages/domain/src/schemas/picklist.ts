// Picklists (spec §3, §7 GET /picklists/{sobject}/{fields}).
import { z } from 'zod/mini';

export const picklistObjects = ['Account', 'Contact', 'Lead'] as const;
export type PicklistObject = (typeof picklistObjects)[number];

/** One value of a picklist: its label in the caller's language and its raw value (spec §3). */
export const picklistValueSchema = z.object({ text: z.string(), value: z.string() });
export type PicklistValue = z.infer<typeof picklistValueSchema>;

/** One field's picklist (spec §7: values (text, value) and default_values.label). */
export const picklistFieldSchema = z.object({
  values: z.array(picklistValueSchema),
  default_values: z.object({ label: z.string() }),
});
export type PicklistField = z.infer<typeof picklistFieldSchema>;

/** Answer: per field name. */
export const picklistsResponseSchema = z.record(z.string(), picklistFieldSchema);
export type PicklistsResponse = z.infer<typeof picklistsResponseSchema>;

/** Path parameters: the object and comma-separated API field names (e.g. `Fonction__c`). */
export const picklistParamsSchema = z.object({
  sobject: z.enum(picklistObjects),
  fields: z
    .string()
    .check(z.regex(/^[A-Za-z][A-Za-z0-9_]{0,79}(,[A-Za-z][A-Za-z0-9_]{0,79}){0,19}$/)),
});
