import { describe, expect, it } from 'vitest';
import { newObjectId } from './object-id';
import { checkUpload, signUpload, UPLOAD_URL_LIFETIME_MS } from './upload-signature';

const secret = 'a'.repeat(64);
const issuedAt = new Date('2026-11-23T12:00:00+01:00');
const at = (msAfterIssue: number) => new Date(issuedAt.getTime() + msAfterIssue);

function issue() {
  const id = newObjectId();
  const { expires, signature } = signUpload(secret, id, issuedAt);
  return { id, expires: String(expires), signature };
}

describe('upload addresses', () => {
  it('are valid for 15 minutes, then expired', () => {
    const parts = issue();
    expect(checkUpload(secret, parts, issuedAt)).toBe('valid');
    expect(checkUpload(secret, parts, at(UPLOAD_URL_LIFETIME_MS))).toBe('valid');
    expect(checkUpload(secret, parts, at(UPLOAD_URL_LIFETIME_MS + 1))).toBe('expired');
    expect(UPLOAD_URL_LIFETIME_MS).toBe(15 * 60 * 1000);
  });

  it.each([
    ['another id', (p: ReturnType<typeof issue>) => ({ ...p, id: newObjectId() })],
    ['a later expiry', (p: ReturnType<typeof issue>) => ({ ...p, expires: String(Number(p.expires) + 60_000) })],
    ['a tampered signature', (p: ReturnType<typeof issue>) => ({ ...p, signature: (p.signature[0] === '0' ? '1' : '0') + p.signature.slice(1) })],
    ['a short signature', (p: ReturnType<typeof issue>) => ({ ...p, signature: p.signature.slice(2) })],
    ['no signature', (p: ReturnType<typeof issue>) => ({ ...p, signature: undefined })],
    ['no expiry', (p: ReturnType<typeof issue>) => ({ ...p, expires: undefined })],
    ['a repeated query parameter', (p: ReturnType<typeof issue>) => ({ ...p, signature: [p.signature, p.signature] })],
    ['a path instead of an id', (p: ReturnType<typeof issue>) => ({ ...p, id: '../venue.db' })],
  ])('refuses %s', (_case, tamper) => {
    expect(checkUpload(secret, tamper(issue()), issuedAt)).toBe('invalid');
  });

  it('refuses an address signed with another secret, even when expired', () => {
    const parts = issue();
    expect(checkUpload('b'.repeat(64), parts, issuedAt)).toBe('invalid');
    expect(checkUpload('b'.repeat(64), parts, at(UPLOAD_URL_LIFETIME_MS * 2))).toBe('invalid');
  });
});
