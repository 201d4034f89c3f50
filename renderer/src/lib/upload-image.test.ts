import { describe, expect, it } from 'vitest';
import { storedPathOf } from './upload-image';

describe('the stored path of an upload', () => {
  it('is /objects/uploads/{id} of the signed address, whatever its origin and query', () => {
    const id = '0b6f2a8e-5c1d-4f3a-9e7b-2d4c6a8b0e1f';
    expect(storedPathOf(`https://restaurante.example/api/objects/uploads/${id}?expires=1&signature=abc`)).toBe(`/objects/uploads/${id}`);
    expect(storedPathOf(`/api/objects/uploads/${id}?expires=1`)).toBe(`/objects/uploads/${id}`);
  });

  it('is nothing for an address that is not an upload', () => {
    expect(storedPathOf('https://elsewhere.example/file.jpg')).toBeNull();
  });
});
