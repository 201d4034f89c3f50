import type { LucideIcon } from 'lucide-react';
import { Pencil, Trash2 } from 'lucide-react';
import { ConfirmButton } from '../kit/ConfirmButton';
import { MENU_ADMIN, type MenuKind } from './copy';
import { useRemoveMenuItem } from './use-menu-actions';

const iconButton = 'button button-secondary min-h-11 min-w-11 px-2';

/** An icon button named for screen readers and, on hover, for everyone. */
export function IconAction({ icon: Icon, label, pressed, onClick }: { icon: LucideIcon; label: string; pressed?: boolean; onClick(): void }) {
  return (
    <button type="button" className={iconButton} title={label} aria-pressed={pressed} onClick={onClick}>
      <Icon aria-hidden className="size-4" />
      <span className="sr-only">{label}</span>
    </button>
  );
}

/** 'Editar' and 'Eliminar' (after asking) for one menu item. */
export function ItemActions({ kind, id, name, onEdit }: { kind: MenuKind; id: number; name: string; onEdit(): void }) {
  const remove = useRemoveMenuItem(kind);
  return (
    <span className="flex shrink-0 gap-1.5">
      <IconAction icon={Pencil} label={`${MENU_ADMIN.edit} ${name}`} onClick={onEdit} />
      <ConfirmButton
        danger
        tooltip={MENU_ADMIN.remove}
        label={
          <>
            <Trash2 aria-hidden className="size-4" />
            <span className="sr-only">{`${MENU_ADMIN.remove} ${name}`}</span>
          </>
        }
        question={MENU_ADMIN.confirmRemove(name)}
        detail={MENU_ADMIN.confirmRemoveDetail[kind]}
        confirmLabel={MENU_ADMIN.confirmRemoveAction}
        busy={remove.isPending}
        onConfirm={() => remove.mutate(id)}
      />
    </span>
  );
}
