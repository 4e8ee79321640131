import { expect, it } from 'vitest';
import { readFaster } from './fasterEnv.cjs';
import { fasterFromEnv, PART_NAMES, resolveFaster, type FasterParts } from './parts';

const all = (on: boolean) => Object.fromEntries(PART_NAMES.map((name) => [name, on])) as FasterParts;

it('true and false switch every part; an object names each one', () => {
  expect(resolveFaster(true, {})).toEqual(all(true));
  expect(resolveFaster(false, {})).toEqual(all(false));
  expect(resolveFaster({ ...all(true), oneBabelPass: false }, {})).toEqual({ ...all(true), oneBabelPass: false });
});

it('FASTER=0 turns every part off whatever the setting; FASTER=-<part> turns that one off', () => {
  expect(resolveFaster(true, { FASTER: '0' })).toEqual(all(false));
  expect(resolveFaster(true, { FASTER: 'false' })).toEqual(all(false));
  expect(resolveFaster(true, { FASTER: '1' })).toEqual(all(true));
  expect(resolveFaster(true, { FASTER: '-oneBabelPass, -twinCache' })).toEqual({ ...all(true), oneBabelPass: false, twinCache: false });
  // A process part is for the launcher and the patch: the rest stays on.
  expect(resolveFaster(true, { FASTER: '-v8PoolSize' })).toEqual(all(true));
  expect(resolveFaster(false, { FASTER: '-oneBabelPass' })).toEqual(all(false));
});

it('refuses a part it does not know, naming the ones it does', () => {
  expect(() => fasterFromEnv('-oneBablePass')).toThrow(
    /FASTER=-oneBablePass: -oneBablePass is not "-<part>" of a part \(mdxWorkerThreads, /,
  );
  expect(() => fasterFromEnv('oneBabelPass')).toThrow(/is not "-<part>"/);
});

it('the launcher reads FASTER with the same parser before Gatsby knows the parts: the form is checked, the names later', () => {
  expect(readFaster(' -v8PoolSize , -gatsbyCpuCount ')).toEqual({ allOff: false, off: new Set(['v8PoolSize', 'gatsbyCpuCount']) });
  expect(() => readFaster('v8PoolSize')).toThrow(/FASTER=v8PoolSize: v8PoolSize is not "-<part>" of a part; or use FASTER=0/);
});
