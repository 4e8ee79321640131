import { expect, it } from 'vitest';
import { validateCategory, validateFrontmatter } from './frontmatter';

const file = 'content/docs/intro.mdx';

it('accepts complete front matter', () => {
  expect(validateFrontmatter({ title: 'Intro', description: 'D', sidebar_position: 1, sidebar_label: 'I' }, file)).toEqual([]);
});

it('names the file and every bad field', () => {
  expect(validateFrontmatter({ title: '  ', sidebar_position: 'first', hide_table_of_contents: 'yes' }, file)).toEqual([
    'content/docs/intro.mdx: front matter field "title" is empty',
    'content/docs/intro.mdx: front matter field "description" is missing',
    'content/docs/intro.mdx: front matter field "sidebar_position" must be a number, got "first"',
    'content/docs/intro.mdx: front matter field "hide_table_of_contents" must be a boolean, got "yes"',
  ]);
  expect(validateFrontmatter(null, file)).toEqual(['content/docs/intro.mdx: front matter must be an object of fields']);
});

it('refuses a field the site does not read, so a misspelt one is not ignored', () => {
  expect(validateFrontmatter({ title: 'Intro', description: 'D', sidebar_postion: 14 }, file)).toEqual([
    'content/docs/intro.mdx: front matter field "sidebar_postion" is not one the site reads (title, description, sidebar_label, sidebar_position, hide_table_of_contents)',
  ]);
});

it('validates categories, including a URL-safe slug', () => {
  const where = 'content/docs/recipes/_category_.json';
  expect(validateCategory({ label: 'Recipes', position: 7, slug: 'recipes', description: 'R' }, where)).toEqual([]);
  expect(validateCategory({ label: 'Recipes', position: '7', slug: 'My Recipes', description: 'R' }, where)).toEqual([
    `${where}: category field "position" must be a number, got "7"`,
    `${where}: category field "slug" must be lowercase words joined by dashes, got "My Recipes"`,
  ]);
});
