import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SmtpSettingsInput } from '../../../../../shared/schemas/smtp';
import { apiRoutes } from '../../../../../shared/api/routes';
import { call } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

export const smtpQuery = queryOptions({
  queryKey: queryKeys.settings.smtp,
  queryFn: () => call(apiRoutes.settings.smtp),
});

export const mailLogQuery = queryOptions({
  queryKey: queryKeys.settings.mailLog,
  queryFn: () => call(apiRoutes.settings.mailLog),
});

/** Saves or turns off the mail server; the form shows the stored answer. */
export function useSmtpChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: SmtpSettingsInput | null) => (settings ? call(apiRoutes.settings.saveSmtp, { body: settings }) : call(apiRoutes.settings.clearSmtp)),
    onSuccess: (answer) => queryClient.setQueryData(smtpQuery.queryKey, answer),
  });
}
