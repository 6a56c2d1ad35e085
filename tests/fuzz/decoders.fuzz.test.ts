// Every response decoder of core, fuzzed: arbitrary JSON, and the bodies of the committed pacts
// with one field mutated. A decoder answers a value or a typed DecodeError; it never throws.
// The valid bodies come from contracts/, so each schema is fuzzed around what the venue really sends.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { Schema } from 'effect';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodeWith } from '@venue/core/shared/decode';

const root = fileURLToPath(new URL('../../', import.meta.url));

function filesUnder(dir: string, suffix: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path, suffix);
    return path.endsWith(suffix) ? [path] : [];
  });
}

interface NamedSchema {
  readonly name: string;
  readonly decode: (input: unknown) => ReturnType<ReturnType<typeof decodeWith>>;
}

async function coreSchemas(): Promise<NamedSchema[]> {
  const modules = filesUnder(join(root, 'packages/core/src'), '.schema.ts');
  const found: NamedSchema[] = [];
  for (const file of modules) {
    const exports = (await import(file)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports)) {
      if (Schema.isSchema(value)) found.push({ name: `${file.slice(root.length)}#${name}`, decode: decodeWith(value as Schema.Top, name) });
    }
  }
  return found;
}

interface PactInteraction {
  readonly description: string;
  readonly response?: { readonly status: number; readonly body?: { readonly content?: unknown } };
  readonly contents?: { readonly content?: unknown };
}

/** The success bodies and message payloads of every committed pact. */
function contractBodies(): Array<{ description: string; body: unknown }> {
  const dir = join(root, 'contracts');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => (JSON.parse(readFileSync(join(dir, file), 'utf8')) as { interactions: PactInteraction[] }).interactions)
    .flatMap((i) => {
      const body = i.response && i.response.status < 300 ? i.response.body?.content : i.contents?.content;
      return typeof body === 'object' && body !== null ? [{ description: i.description, body }] : [];
    });
}

const isTypedResult = (result: unknown) =>
  typeof result === 'object' &&
  result !== null &&
  ((result as { ok: unknown }).ok === true ||
    ((result as { ok: unknown }).ok === false &&
      (result as { error: { _tag: unknown; path: unknown } }).error._tag === 'DecodeError' &&
      typeof (result as { error: { path: unknown } }).error.path === 'string'));

type Json = unknown;
type Mutation = { readonly path: readonly (string | number)[]; readonly value: Json | typeof removed };
const removed = Symbol('removed');

function pathsOf(value: Json, prefix: readonly (string | number)[] = []): (readonly (string | number)[])[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => [[...prefix, i], ...pathsOf(item, [...prefix, i])]);
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, item]) => [[...prefix, key], ...pathsOf(item, [...prefix, key])]);
  return [];
}

function mutate(value: Json, { path, value: replacement }: Mutation): Json {
  const [head, ...rest] = path;
  if (head === undefined) return replacement === removed ? undefined : replacement;
  if (Array.isArray(value)) {
    const copy = [...value];
    if (rest.length === 0 && replacement === removed) copy.splice(Number(head), 1);
    else copy[Number(head)] = mutate(copy[Number(head)], { path: rest, value: replacement });
    return copy;
  }
  const copy = { ...(value as Record<string, Json>) };
  if (rest.length === 0 && replacement === removed) delete copy[String(head)];
  else copy[String(head)] = mutate(copy[String(head)], { path: rest, value: replacement });
  return copy;
}

// Contract bodies that some core schema decodes; rises with the contracts so the fuzzing stays broad.
const minimumSamples = 80;

let schemas: NamedSchema[] = [];
let samples: Array<{ description: string; body: unknown; schemas: NamedSchema[] }> = [];

beforeAll(async () => {
  schemas = await coreSchemas();
  samples = contractBodies()
    .map((sample) => ({ ...sample, schemas: schemas.filter((s) => s.decode(sample.body).ok) }))
    .filter((sample) => sample.schemas.length > 0);
}, 60_000);

describe('response decoders under fuzzing', () => {
  it('finds the schemas of core and valid contract bodies to fuzz around', () => {
    expect(schemas.length).toBeGreaterThan(40);
    expect(samples.length).toBeGreaterThanOrEqual(minimumSamples);
  });

  it('answers arbitrary JSON with a value or a typed error, never an exception', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (input) => {
        for (const schema of schemas) expect(isTypedResult(schema.decode(input))).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('answers contract bodies with one field removed or replaced with a value or a typed error', () => {
    for (const sample of samples) {
      const paths = pathsOf(sample.body);
      if (paths.length === 0) continue;
      const mutation = fc.record({
        path: fc.constantFrom(...paths),
        value: fc.oneof(
          fc.constant<typeof removed>(removed),
          fc.jsonValue({ maxDepth: 2 }),
          fc.constantFrom(null, '', -1, 1e308, 'NaN', [], {}),
        ),
      });
      fc.assert(
        fc.property(mutation, (m) => {
          const input = mutate(sample.body, m);
          for (const schema of sample.schemas)
            expect(isTypedResult(schema.decode(input)), `${sample.description} via ${schema.name}`).toBe(true);
        }),
        { numRuns: 40 },
      );
    }
  });

  it('names the path of a removed required field', () => {
    const withRequiredField = samples.flatMap((sample) =>
      sample.schemas.flatMap((schema) =>
        pathsOf(sample.body)
          .filter((path) => path.length === 1)
          .filter((path) => !schema.decode(mutate(sample.body, { path, value: removed })).ok)
          .map((path) => ({ schema, body: mutate(sample.body, { path, value: removed }), key: String(path[0]) })),
      ),
    );
    for (const { schema, body, key } of withRequiredField) {
      const result = schema.decode(body);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.path.startsWith(key), `${schema.name} without ${key}: ${result.error.path}`).toBe(true);
    }
  });
});
