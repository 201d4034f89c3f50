import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MailLog, SmtpSettingsInput, SmtpSettingsView } from '../../../../shared/schemas/smtp';
import { staffRequest } from '../../lib/api';

export const smtpQuery = queryOptions({
  queryKey: ['/api/admin/settings/smtp'],
  queryFn: () => staffRequest<{ settings: SmtpSettingsView | null }>('GET', '/api/admin/settings/smtp'),
});

export const mailLogQuery = queryOptions({
  queryKey: ['/api/admin/settings/mail-log'],
  queryFn: () => staffRequest<MailLog>('GET', '/api/admin/settings/mail-log'),
});

/** Saves or turns off the mail server; the form shows the stored answer. */
export function useSmtpChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: SmtpSettingsInput | null) =>
      staffRequest<{ settings: SmtpSettingsView | null }>(settings ? 'PUT' : 'DELETE', '/api/admin/settings/smtp', settings ?? undefined),
    onSuccess: (answer) => queryClient.setQueryData(smtpQuery.queryKey, answer),
  });
}
