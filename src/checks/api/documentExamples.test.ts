import fs from 'node:fs';
import { expect, it } from 'vitest';
import { checkDocumentExamples } from './documentExamples';

const embed = fs.readFileSync('static/openapi/embed-api.yaml', 'utf8');
const check = async (text: string) =>
  (await checkDocumentExamples({ sourcePath: 'static/openapi/embed-api.yaml', text })).map((p) => `${p.line} ${p.message}`);

it('passes the published document', async () => {
  expect(await check(embed)).toEqual([]);
});

it('names the line of an example that does not match its schema, and of a key that is no schema keyword', async () => {
  const broken = embed
    .replace('              expiresIn: 3600\n', '              expiresIn: 30\n')
    .replace('{ type: string, description: The name the user gave the flow. }', '{ type: string, description: The name, as given. }');
  const problems = await check(broken);
  expect(problems).toEqual([
    expect.stringMatching(
      /^\d+ example does not match its schema \(\/paths\/~1embed-tokens\/post\/requestBody\/content\/application~1json\/schema\): \/expiresIn must be >= 300$/,
    ),
    expect.stringMatching(/^\d+ "as given\." is not a schema keyword/),
  ]);
  const lines = broken.split('\n');
  expect(lines[Number(problems[0]?.split(' ')[0]) - 1]).toContain('expiresIn: 30');
  expect(lines[Number(problems[1]?.split(' ')[0]) - 1]).toContain('as given.');
});
