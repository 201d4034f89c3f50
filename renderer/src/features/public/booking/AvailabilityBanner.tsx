import clsx from 'clsx';
import { CircleExclamationPoint, CircleCheck, CircleX, Info, LoaderCircle, MessageCircle, type LucideIcon } from 'lucide-react';
import { BOOKING_MESSAGES } from '../../../../../shared/messages/booking';
import { AVAILABILITY_TEXT, type AvailabilityStatus } from './availability';

interface Look {
  Icon: LucideIcon;
  title: string;
  detail?: string;
  tone: string;
  spin?: boolean;
}

const NEUTRAL = 'border-stone-200 bg-stone-50 text-ink';

const LOOKS: Record<AvailabilityStatus, Look> = {
  incomplete: { Icon: Info, title: 'Elige día, zona, personas y horario para ver si hay mesa.', tone: NEUTRAL },
  checking: { Icon: LoaderCircle, title: AVAILABILITY_TEXT.checking, tone: NEUTRAL, spin: true },
  available: {
    Icon: CircleCheck,
    title: AVAILABILITY_TEXT.available,
    detail: 'Hay mesa para ti. Completa tus datos para confirmar.',
    tone: 'border-green-700/30 bg-green-50 text-green-900',
  },
  unavailable: {
    Icon: CircleX,
    title: AVAILABILITY_TEXT.unavailable,
    detail: 'Prueba con otra hora, otro día u otra zona.',
    tone: 'border-red-700/30 bg-red-50 text-red-900',
  },
  failed: { Icon: CircleExclamationPoint, title: AVAILABILITY_TEXT.failed, tone: 'border-amber-700/30 bg-amber-50 text-amber-950' },
  vip: {
    Icon: MessageCircle,
    title: BOOKING_MESSAGES.vipByContact,
    detail: 'Completa tus datos y te indicamos cómo contactarnos.',
    tone: 'border-brand/30 bg-brand-soft text-brand-dark',
  },
  'large-group': {
    Icon: MessageCircle,
    title: BOOKING_MESSAGES.largeGroupByContact,
    detail: 'Completa tus datos y te indicamos cómo contactarnos.',
    tone: 'border-brand/30 bg-brand-soft text-brand-dark',
  },
};

/** The live availability line: a polite live region, so each new answer is read out without interrupting. */
export function AvailabilityBanner({ status }: { status: AvailabilityStatus }) {
  const { Icon, title, detail, tone, spin } = LOOKS[status];
  return (
    <div role="status" aria-live="polite" aria-label="Disponibilidad" data-status={status} className={clsx('flex min-h-14 items-start gap-3 rounded-xl border px-4 py-3', tone)}>
      <Icon aria-hidden className={clsx('mt-0.5 size-5 shrink-0', spin && 'animate-spin')} />
      <p className="grid gap-0.5">
        <span className={clsx(status === 'incomplete' ? 'text-sm text-muted' : 'font-semibold')}>{title}</span>
        {detail && <span className="text-sm opacity-90">{detail}</span>}
      </p>
    </div>
  );
}
