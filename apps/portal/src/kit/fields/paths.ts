// A field group's fields as a form's dotted paths (`contact.email`), when the form keeps the
// group's values under a section of its own: a field's feedback, and the error summary's order
// (docs/portal-kit.md "Field groups").
export function pathIn(section: string, field: string): string {
  return `${section}.${field}`;
}

export function pathsIn(section: string, fields: readonly string[]): string[] {
  return fields.map((field) => pathIn(section, field));
}
