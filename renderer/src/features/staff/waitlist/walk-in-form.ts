/** 'Apuntar en espera': the form's values and checks, with the server's own schema and messages. */
import { walkInWaitSchema, type WalkInWait } from '../../../../../shared/schemas/waitlist';

export interface WalkInValues {
  customerName: string;
  customerPhone: string;
  partySize: string;
  quotedMinutes: string;
}

export type WalkInErrors = Partial<Record<keyof WalkInValues, string>>;

export const EMPTY_WALK_IN: WalkInValues = { customerName: '', customerPhone: '', partySize: '', quotedMinutes: '' };

/** The waits staff quote at the door, in minutes. */
export const QUOTED_CHOICES = [5, 10, 15, 20, 30, 45, 60, 90] as const;

/** What to send, or the first problem of each field. */
export function checkWalkIn(values: WalkInValues): { ok: true; body: WalkInWait } | { ok: false; errors: WalkInErrors } {
  const parsed = walkInWaitSchema.safeParse(values);
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: WalkInErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof WalkInValues;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
