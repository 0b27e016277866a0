// The pick lists of a field group (spec §3 picklists): each bound field with its options, and
// while the lists are not there (loading, failed, spec §7), their status once, in place of the
// first list that waits.
import { Select, type PickOption } from '@salon/ui';
import type { ReactNode } from 'react';
import type { FieldSelect } from '../formFields';

export interface PickListsOptions<Field extends string> {
  /** The group's pick-list fields, in the order they show. */
  order: readonly Field[];
  fields: { [K in Field]?: FieldSelect };
  options: { [K in Field]?: PickOption[] };
  /** What shows in place of the lists whose options are not there yet. */
  pending?: ReactNode;
  placeholder?: string;
}

/** The group's `pickList(field, label, isRequired)`: the field's Select, its status, or nothing. */
export function pickListsOf<Field extends string>({
  order,
  fields,
  options,
  pending,
  placeholder,
}: PickListsOptions<Field>) {
  const firstWaiting = order.find((field) => fields[field] && !options[field]);
  return (field: Field, label: string, isRequired = false): ReactNode => {
    const binding = fields[field];
    const choices = options[field];
    if (!binding) return null;
    if (!choices) return field === firstWaiting ? (pending ?? null) : null;
    return (
      <Select
        {...binding}
        label={label}
        isRequired={isRequired}
        placeholder={placeholder}
        options={choices}
      />
    );
  };
}
