import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { apiRoutes } from '../../../../../shared/api/routes';
import type { FeedbackView } from '../../../../../shared/api/feedback';
import { formatLongDate } from '../../../../../shared/long-date';
import { FEEDBACK_MESSAGES, SCORE_LABELS } from '../../../../../shared/messages/feedback';
import { COMMENT_MAX, feedbackAnswerSchema, SCORE_FIELDS, type ScoreField } from '../../../../../shared/schemas/feedback';
import { controlClass, Field } from '../../../components/ui/Field';
import { call } from '../../../lib/api';
import { failureDetail } from '../../../lib/failure-messages';
import { queryKeys } from '../../../lib/query-keys';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { pageTitle, useVenue } from '../../../lib/venue';
import { ExternalLink, SignedLinkPage } from '../site';
import { SURVEY } from './copy';
import { ScoreChoice } from './ScoreChoice';

type Scores = Record<ScoreField, number | null>;
const NO_SCORES: Scores = { overall: null, food: null, service: null, ambience: null };

/** Thanks, and the venue's reviews link: the same for every guest, whatever their scores. */
function Answered({ view, message }: { view: FeedbackView; message: string }) {
  return (
    <div className="grid gap-3 rounded-xl bg-emerald-50 p-4 text-emerald-950 ring-1 ring-emerald-200">
      <p role="status" className="font-semibold">
        {message}
      </p>
      {view.reviewsLink && (
        <p>
          {SURVEY.reviewsAsk}{' '}
          <ExternalLink href={view.reviewsLink} className="font-semibold text-brand underline underline-offset-2">
            {SURVEY.reviews}
          </ExternalLink>
        </p>
      )}
    </div>
  );
}

/**
 * The morning-after survey's link: four scores from 1 to 5 and a comment. Opening the page stores
 * nothing (mail scanners open links); 'Enviar opinión' does, once.
 */
export function SurveyScreen({ token }: { token: string }) {
  const venue = useVenue();
  useDocumentTitle(pageTitle(SURVEY.title, venue.name));
  const queryClient = useQueryClient();
  const key = queryKeys.survey.of(token);
  const view = useQuery({ queryKey: key, queryFn: () => call(apiRoutes.feedback.view, { params: { token } }), retry: false });
  const [scores, setScores] = useState<Scores>(NO_SCORES);
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (body: ReturnType<typeof feedbackAnswerSchema.parse>) => call(apiRoutes.feedback.answer, { params: { token }, body }),
    onSuccess: (answered) => queryClient.setQueryData(key, answered),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = feedbackAnswerSchema.safeParse({ ...scores, comment });
    setMissing(parsed.success ? null : (parsed.error.issues[0]?.message ?? FEEDBACK_MESSAGES.score('la velada')));
    if (parsed.success) send.mutate(parsed.data);
  }

  return (
    <SignedLinkPage
      id="opinion-titulo"
      heading={SURVEY.heading(venue.name)}
      texts={SURVEY}
      view={view}
      rows={(data) =>
        [
          [SURVEY.labels.date, formatLongDate(data.date)],
          [SURVEY.labels.time, data.startTime],
          [SURVEY.labels.party, String(data.partySize)],
        ] as const
      }
    >
      {(data) =>
        data.answered ? (
          <Answered view={data} message={send.isSuccess ? SURVEY.thanks : FEEDBACK_MESSAGES.answered} />
        ) : (
          <form className="grid gap-6" noValidate onSubmit={submit}>
            <p className="text-ink">{SURVEY.intro}</p>
            {SCORE_FIELDS.map((field) => (
              <ScoreChoice key={field} name={field} legend={SCORE_LABELS[field]} value={scores[field]} onChange={(score) => setScores((now) => ({ ...now, [field]: score }))} />
            ))}
            <Field label={SURVEY.comment} hint={SURVEY.commentHint(COMMENT_MAX)}>
              {(control) => <textarea {...control} rows={4} maxLength={COMMENT_MAX} value={comment} onChange={(event) => setComment(event.target.value)} className={`${controlClass} resize-y`} />}
            </Field>
            {(missing ?? send.isError) && (
              <p role="alert" className="font-medium text-red-700">
                {missing ?? failureDetail(send.error) ?? SURVEY.failed}
              </p>
            )}
            <button type="submit" className="button min-h-12 text-lg" disabled={send.isPending}>
              {send.isPending ? SURVEY.sending : SURVEY.send}
            </button>
          </form>
        )
      }
    </SignedLinkPage>
  );
}
