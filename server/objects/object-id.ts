import { randomUUID } from 'node:crypto';

// Lower-case canonical UUIDs only: the id becomes a file name, so nothing else may reach the disk.
const OBJECT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function newObjectId(): string {
  return randomUUID();
}

export function isObjectId(value: unknown): value is string {
  return typeof value === 'string' && OBJECT_ID.test(value);
}
