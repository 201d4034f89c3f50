import { useMutation } from '@tanstack/react-query';
import { apiRoutes } from '../../../../../shared/api/routes';
import { call } from '../../../lib/api';
import { reloadWhenServerIsBack } from '../../../lib/server-back';
import { SETTINGS } from './copy';
import { PasswordAgainDialog } from './PasswordAgainDialog';

const C = SETTINGS.backups;

/**
 * 'Restaurar': what the copy undoes, said before it happens, and the staff password again. Once the
 * server has the request, the page waits for it to come back and reloads.
 */
export function RestoreDialog({ id, date }: { id: string; date: string }) {
  const restore = useMutation({
    mutationFn: (password: string) => call(apiRoutes.settings.restore, { params: { id }, body: { password } }),
    onSuccess: () => void reloadWhenServerIsBack(),
  });
  return (
    <PasswordAgainDialog
      label={C.restoreLabel}
      ariaLabel={C.restore(date)}
      title={C.restoreTitle}
      description={C.restoreWarning(date)}
      confirmLabel={C.restoreConfirm}
      action={restore}
      done={C.restoring}
    />
  );
}
