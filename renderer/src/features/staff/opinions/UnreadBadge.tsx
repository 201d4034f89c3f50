import { OPINIONS } from './copy';
import { useUnreadOpinions } from './use-opinions';

/** Beside 'Opiniones' in the tabs: how many nobody has opened yet, kept current by the live stream. */
export function UnreadBadge() {
  const unread = useUnreadOpinions();
  if (!unread.data) return null;
  return (
    <>
      <span aria-hidden className="ml-1.5 rounded-full bg-white px-1.5 py-0.5 text-xs font-bold text-ink">
        {unread.data}
      </span>
      <span className="sr-only">{OPINIONS.unread(unread.data)}</span>
    </>
  );
}
