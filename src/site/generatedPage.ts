/**
 * A page the build makes from data rather than from an MDX file (the API reference's operation and
 * tag pages). A feature turns its source into these; the site model (src/site/) takes them as one
 * more kind of entry, so page creation, the sidebar, search, the twins, llms.txt, the link check and
 * the sitemap treat them like any doc page.
 */
export interface GeneratedPage {
  /** Route without the base path, with a trailing slash: `/embeds/reference/create-embed-token/`. */
  route: string;
  title: string;
  /** One or two sentences: meta description, search lead, card text, llms.txt line. */
  description: string;
  /** The file it is made from, relative to the project root (`static/openapi/embed-api.yaml`): for
   * error messages, the link check, "Edit this page" and "Last updated". */
  sourcePath: string;
  /** Other files its content comes from (a changelog: the earlier version's document), relative to
   * the project root: its "Last updated" is the latest change of any of them. */
  otherSources?: string[];
  /** Where it sits in the sidebar. */
  sidebar: {
    /** The route of the entry it goes under: a category's (`/category/api-specification/`) or
     * another generated page's. A generated page that others name as parent becomes a category
     * entry whose link is its own page. */
    parent: string;
    /** Order among its siblings (doc pages and categories use the same numbers). */
    position: number;
    /** Shorter label for the sidebar; the title when absent. */
    label?: string;
  };
  /** The template that renders it, relative to the project root (`src/templates/ApiOperationPage.tsx`), given `context: { id }` of its node. */
  template: string;
  /** The table of contents (h2 and h3): the ids the rendered page gives its headings. */
  headings: Array<{ depth: number; id: string; title: string }>;
  /** Search: the lead (heading null) and one entry per h2/h3 section, as plain text. */
  sections: Array<{ heading: string | null; anchor: string | null; text: string }>;
  /** The page's Markdown twin without its header (title and description are added by the twins). */
  markdown: string;
  /** What the template renders, JSON-serialisable; read by the template through its page query. */
  data: unknown;
}

/** A file generated pages are made from, and what turns it into them (src/node/generatedSources.ts lists them). */
export interface GeneratedSource {
  /** Relative to the project root. */
  sourcePath: string;
  /** Other files its pages read (relative to the project root), given with it: a saved page depends on them too. */
  inputs?: readonly string[];
  pages: (file: SourceFile) => Promise<GeneratedPage[]>;
}

/** A source file as read, with the texts of its other inputs by path. */
export interface SourceFile {
  sourcePath: string;
  text: string;
  inputs?: Readonly<Record<string, string>>;
}
