import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { classifyError, conflict, HttpError } from './errors';

const sqliteError = (code: string) => Object.assign(new Error('sqlite said no'), { code });

describe('classifyError', () => {
  it.each([
    ['an HttpError', conflict('Ya existe una reserva'), { status: 409, code: 'conflict', message: 'Ya existe una reserva' }],
    ['an HttpError with its own code', conflict('Ya existe una reserva en esa mesa', 'table-taken'), { status: 409, code: 'table-taken', message: 'Ya existe una reserva en esa mesa' }],
    ['a 403 HttpError', new HttpError(403, 'No'), { status: 403, code: 'forbidden', message: 'No' }],
    ['a 429 HttpError', new HttpError(429, 'Espera'), { status: 429, code: 'too-many-requests', message: 'Espera' }],
    ['a malformed JSON body', { type: 'entity.parse.failed', status: 400 }, { status: 400, code: 'invalid-input', message: 'El cuerpo de la petición no es JSON válido.' }],
    ['a body over the limit', { type: 'entity.too.large', status: 413 }, { status: 413, code: 'too-large', message: 'La petición es demasiado grande.' }],
    ['another body-parser refusal', { type: 'encoding.unsupported', status: 415 }, { status: 415, code: 'invalid-input', message: 'El cuerpo de la petición no es JSON válido.' }],
    ['a busy database', sqliteError('SQLITE_BUSY'), { status: 503, code: 'busy', message: 'El sistema está ocupado. Inténtalo de nuevo.' }],
    ['a unique constraint', sqliteError('SQLITE_CONSTRAINT_UNIQUE'), { status: 409, code: 'conflict', message: 'La operación choca con datos existentes.' }],
    ['a foreign key', sqliteError('SQLITE_CONSTRAINT_FOREIGNKEY'), { status: 409, code: 'conflict', message: 'La operación choca con datos existentes.' }],
  ])('answers %s with its status, code and Spanish message', (_label, error, { status, code, message }) => {
    expect(classifyError(error)).toMatchObject({ status, body: { code, message } });
  });

  it('answers a validation failure with 400, the first message and every issue by path', () => {
    const result = z.object({ name: z.string().min(2, 'Muy corto'), age: z.number('Falta la edad') }).safeParse({ name: 'a' });
    expect(classifyError(result.error)).toEqual({
      status: 400,
      body: {
        code: 'invalid-input',
        message: 'Muy corto',
        issues: [
          { path: 'name', message: 'Muy corto' },
          { path: 'age', message: 'Falta la edad' },
        ],
      },
    });
  });

  it.each([
    ['a plain Error', new Error('boom')],
    ['a corrupt database', sqliteError('SQLITE_CORRUPT')],
    ['a thrown string', 'boom'],
    ['a body-parser 500', { type: 'stream.not.readable', status: 500 }],
  ])('leaves %s unclassified, for the 500 that shows no internals', (_label, error) => {
    expect(classifyError(error)).toBeNull();
  });
});
