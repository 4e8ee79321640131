/** Front matter every doc page carries; see CONTRIBUTING.md. */
export interface DocFrontmatter {
  title: string;
  description: string;
  sidebar_label?: string;
  sidebar_position?: number;
  hide_table_of_contents?: boolean;
}

/** What a folder's `_category_.json` says. */
export interface CategoryMeta {
  label: string;
  position: number;
  slug: string;
  description: string;
}

type FieldRule = { name: string; type: 'string' | 'number' | 'boolean'; required: boolean };

const DOC_FIELDS: FieldRule[] = [
  { name: 'title', type: 'string', required: true },
  { name: 'description', type: 'string', required: true },
  { name: 'sidebar_label', type: 'string', required: false },
  { name: 'sidebar_position', type: 'number', required: false },
  { name: 'hide_table_of_contents', type: 'boolean', required: false },
];

const CATEGORY_FIELDS: FieldRule[] = [
  { name: 'label', type: 'string', required: true },
  { name: 'position', type: 'number', required: true },
  { name: 'slug', type: 'string', required: true },
  { name: 'description', type: 'string', required: true },
];

function check(data: unknown, rules: FieldRule[], file: string, what: string): string[] {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return [`${file}: ${what} must be an object of fields`];
  }
  const record = data as Record<string, unknown>;
  const known = rules.map((rule) => rule.name);
  // A misspelt field (`sidebar_postion`) would be ignored without a word, and Gatsby would add it to
  // the GraphQL schema and to the committed types.
  const errors = Object.keys(record)
    .filter((name) => !known.includes(name))
    .map((name) => `${file}: ${what} field "${name}" is not one the site reads (${known.join(', ')})`);
  for (const rule of rules) {
    const value = record[rule.name];
    if (value === undefined || value === null) {
      if (rule.required) errors.push(`${file}: ${what} field "${rule.name}" is missing`);
      continue;
    }
    const ok = rule.type === 'number' ? typeof value === 'number' && Number.isFinite(value) : typeof value === rule.type;
    if (!ok) {
      errors.push(`${file}: ${what} field "${rule.name}" must be a ${rule.type}, got ${JSON.stringify(value)}`);
    } else if (rule.type === 'string' && rule.required && (value as string).trim() === '') {
      errors.push(`${file}: ${what} field "${rule.name}" is empty`);
    }
  }
  return errors;
}

/** Returns one message per bad field, each naming the file and the field. */
export function validateFrontmatter(data: unknown, file: string): string[] {
  return check(data, DOC_FIELDS, file, 'front matter');
}

/** Same for `_category_.json`; the slug must also be usable in a URL. */
export function validateCategory(data: unknown, file: string): string[] {
  const errors = check(data, CATEGORY_FIELDS, file, 'category');
  const slug = (data as Record<string, unknown> | null)?.slug;
  if (typeof slug === 'string' && !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) {
    errors.push(`${file}: category field "slug" must be lowercase words joined by dashes, got "${slug}"`);
  }
  return errors;
}
