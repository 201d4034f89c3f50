import { describe, expect, it } from 'vitest';
import { FeatureList, type SomeHandlers } from './feature';
import type { Kernel } from './index';

// The list only hands the kernel on to each feature; these features never read it.
const kernel = {} as Kernel;
const health = (): SomeHandlers => ({ system: { health: () => ({ status: 'ok' as const }) } });

describe('FeatureList', () => {
  it('gives each feature what the features before it provide, and stops them last first', async () => {
    const stopped: string[] = [];
    const list = FeatureList.of(kernel)
      .add(() => ({ name: 'clock-words', provides: { hour: 21 }, stop: () => void stopped.push('clock-words') }))
      .add((_kernel, { hour }) => ({ name: 'greeting', provides: { greeting: hour >= 20 ? 'Buenas noches' : 'Buenos días' }, stop: () => void stopped.push('greeting') }));
    expect(list.provided).toEqual({ hour: 21, greeting: 'Buenas noches' });
    await list.stop();
    expect(stopped).toEqual(['greeting', 'clock-words']);
  });

  it('refuses at start a second feature answering an endpoint another already answers', () => {
    const list = FeatureList.of(kernel)
      .add(() => ({ name: 'system', provides: {}, handlers: health() }))
      .add(() => ({ name: 'copy-of-system', provides: {}, handlers: health() }));
    expect(() => list.handlers()).toThrow('«system.health» lo contestan dos módulos: «system» y «copy-of-system».');
  });

  it('joins the parts of one group that several features answer', () => {
    const list = FeatureList.of(kernel)
      .add(() => ({ name: 'system', provides: {}, handlers: health() }))
      .add(() => ({ name: 'api-document', provides: {}, handlers: { system: { openapi: () => ({}) } } }));
    expect(Object.keys(list.handlers().system).sort()).toEqual(['health', 'openapi']);
  });

  it('refuses a feature that provides again what an earlier one provides', () => {
    const list = FeatureList.of(kernel).add(() => ({ name: 'venue', provides: { venue: 'Valhalla' } }));
    expect(() => list.add(() => ({ name: 'other-venue', provides: { venue: 'Otro' } }))).toThrow('El módulo «other-venue» vuelve a dar «venue», que ya da otro anterior.');
  });
});
