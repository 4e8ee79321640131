import { escapePointer, type Json } from './load';

/**
 * What a document says that the reference would not show: the build stops on it, naming it, rather
 * than drop it silently. Each entry is a keyword the generator has no view for; rendering one means
 * deleting it here. Extensions the generator reads are listed too, so a misspelt one is caught.
 */
const NOT_RENDERED: Record<string, string> = {
  links: 'the reference has no view for response links',
  externalDocs: 'the reference has no view for externalDocs: link the page from the description',
  xml: 'the reference shows JSON only',
  encoding: 'the reference has no view for a media type encoding',
  servers: 'the reference shows the document-level server only',
};

/** Extensions the generator reads (operationView, schemaView, the samples). */
export const KNOWN_EXTENSIONS = new Set(['x-deadline-seconds', 'x-sdk-handlers', 'x-allow-reserved', 'x-rate-limit']);

/** Keys whose children are names (of properties, schemas, statuses, media types…), not keywords. */
const NAME_MAPS = new Set([
  'paths',
  'webhooks',
  'properties',
  'patternProperties',
  'schemas',
  'responses',
  'parameters',
  'requestBodies',
  'headers',
  'securitySchemes',
  'examples',
  'content',
  '$defs',
  'dependentSchemas',
  'dependentRequired',
  'scopes',
  'variables',
  'mapping',
  'flows',
]);

/** Values the reference shows as they are (examples, defaults, enums), never read as keywords. */
const DATA = new Set(['example', 'default', 'enum', 'const', 'value']);

const JSON_MEDIA = /^application\/(?:[\w.-]+\+)?json$/;

export interface Unrendered {
  pointer: string;
  message: string;
}

/** Everything in `doc` the reference would leave out, with where it is. */
export function unrendered(doc: Json): Unrendered[] {
  const found: Unrendered[] = [];
  const seen = new Set<unknown>();
  // `names`: the keys are names; `callbacks`: names of callbacks, each a map of URL expressions (names too).
  const visit = (value: unknown, pointer: string, names: boolean | 'callbacks') => {
    if (value === null || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, `${pointer}/${index}`, false));
      return;
    }
    for (const [key, child] of Object.entries(value as Json)) {
      const at = `${pointer}/${escapePointer(key)}`;
      if (names) {
        // A name map's entries are objects of keywords (a media type's name is checked here too).
        if (pointer.endsWith('/content') && !JSON_MEDIA.test(key))
          found.push({ pointer: at, message: `media type ${key} is not rendered: the reference shows JSON bodies only` });
        visit(child, at, names === 'callbacks');
        continue;
      }
      if (key.startsWith('x-')) {
        if (!KNOWN_EXTENSIONS.has(key))
          found.push({ pointer: at, message: `extension ${key} is read by nothing: the reference would not show it` });
        continue;
      }
      // The document's own servers are the samples' base URL.
      if (key === 'servers' && pointer === '') continue;
      const reason = NOT_RENDERED[key];
      if (reason) {
        found.push({ pointer: at, message: `${key} is not rendered: ${reason}` });
        continue;
      }
      // The reference reads a discriminator beside the variants it chooses between, not allOf's inheritance form.
      if (key === 'discriminator' && !Array.isArray((value as Json).oneOf) && !Array.isArray((value as Json).anyOf))
        found.push({ pointer: at, message: 'discriminator is not rendered: the reference shows one beside oneOf/anyOf only' });
      // `examples` is a name map in a media type or parameter, a list of values in a schema.
      if (DATA.has(key) || (key === 'examples' && Array.isArray(child))) continue;
      visit(child, at, key === 'callbacks' ? 'callbacks' : NAME_MAPS.has(key) && !Array.isArray(child));
    }
  };
  visit(doc, '', false);
  return found;
}
