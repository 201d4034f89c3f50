import { deadlineInWords, deadlineShort, type ReconfirmState } from '../../../../../shared/reconfirm';

/** How staff read a booking asked to reconfirm, on the day's row and the printed day sheet. */
export const RECONFIRM_WORDS = {
  unconfirmed: 'Sin confirmar',
  waiting: (deadline: string) => `Por confirmar hasta ${deadline}`,
  /** The deadline in full, for the label's tooltip. */
  deadline: (words: string) => `Debe confirmar antes del ${words}`,
} as const;

/** What a reconfirmation in `state` says, by its deadline (`reconfirmBy`): 'Sin confirmar', or 'Por confirmar hasta jue 21:00'. */
export const reconfirmText = (state: ReconfirmState, reconfirmBy: string): string => (state === 'unconfirmed' ? RECONFIRM_WORDS.unconfirmed : RECONFIRM_WORDS.waiting(deadlineShort(reconfirmBy)));

/** The deadline in full: 'Debe confirmar antes del jueves 26 de noviembre a las 21:00'. */
export const reconfirmDeadline = (reconfirmBy: string): string => RECONFIRM_WORDS.deadline(deadlineInWords(reconfirmBy));
